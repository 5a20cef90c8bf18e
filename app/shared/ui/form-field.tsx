import type { ReactNode } from "react";

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

type FormFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown next to the field when its value is wrong. */
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and error message, tied to it with aria-describedby. */
export function FormField({ id, label, hint, error, required, requiredLabel, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
        {required ? (
          <span className="ml-1 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
        {required && requiredLabel ? <span className="sr-only"> ({requiredLabel})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-describedby": describedBy, ...(error ? { "aria-invalid": true as const } : {}) })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look of text inputs, selects and text areas inside a FormField. */
export const inputClass =
  "min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid]:border-red-700";
