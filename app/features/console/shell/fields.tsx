import type { ComponentProps, ReactNode } from "react";
import { fieldClass, labelClass } from "./form-styles.ts";

/** An optional text field's value from a submitted form: trimmed, and null when left empty. */
export const optionalText = (form: FormData, name: string) => String(form.get(name) ?? "").trim() || null;

/** A control with its visible label above it, the two tied by `id`. */
export function LabelledField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The wrapper's classes: its place in the form's grid. */
  className?: string;
  /** The control, carrying `id`, and anything that belongs under it. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control's own attributes; `className` is the wrapper's, the control always has the console's field look. */
type FieldProps<Control extends "input" | "select" | "textarea"> = Omit<ComponentProps<Control>, "id" | "className"> & {
  id: string;
  label: ReactNode;
  className?: string;
};

export function InputField({ id, label, className, ...input }: FieldProps<"input">) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <input id={id} {...input} className={fieldClass} />
    </LabelledField>
  );
}

export function TextareaField({ id, label, className, ...textarea }: FieldProps<"textarea">) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <textarea id={id} {...textarea} className={fieldClass} />
    </LabelledField>
  );
}

export function SelectField({ id, label, className, ...select }: FieldProps<"select">) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <select id={id} {...select} className={fieldClass} />
    </LabelledField>
  );
}

/**
 * A select of a record's statuses, each shown by `statusLabel`. With
 * `allLabel` it filters a list: an empty first choice stands for every status.
 */
export function StatusSelect<Status extends string>({
  statuses,
  statusLabel,
  allLabel,
  ...select
}: Omit<FieldProps<"select">, "children"> & {
  statuses: ReadonlyArray<Status>;
  statusLabel: (status: Status) => string;
  allLabel?: string;
}) {
  return (
    <SelectField {...select}>
      {allLabel === undefined ? null : <option value="">{allLabel}</option>}
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </SelectField>
  );
}
