/** The console's form look, shared by its pages. */
export const labelClass = "block font-medium text-slate-900";
export const fieldClass =
  "mt-1 block min-h-11 w-full rounded border border-slate-500 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand";
export const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded bg-brand px-4 font-semibold text-white hover:bg-navy disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded border border-slate-500 bg-white px-3 font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded bg-red-700 px-3 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
