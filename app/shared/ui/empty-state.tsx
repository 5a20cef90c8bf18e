import { Inbox } from "lucide-react";
import type { ReactNode } from "react";

/** What a list shows when it has nothing: what is missing and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-card px-6 py-10 text-center">
      <Inbox aria-hidden="true" className="size-10 text-slate-400" />
      <p className="mt-3 text-h4 font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-2 max-w-prose text-slate-700">{children}</div> : null}
    </div>
  );
}
