import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { Key } from "#app/i18n/catalogue.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { FormField, inputClass, type FieldControlProps } from "#app/shared/ui/form-field.tsx";

/** A Conform field's first error, in the page's language (the schema's messages are catalogue keys). */
export function useFieldError() {
  const { t } = useI18n();
  return (field: Pick<FieldMetadata<unknown>, "errors">) => {
    const key = field.errors?.[0];
    return key ? t(key as Key) : undefined;
  };
}

/** What the inputs read from a Conform field, whatever its value's type. */
type Field = Pick<FieldMetadata<unknown>, "id" | "name" | "key" | "initialValue" | "errors">;

type TextFieldProps = {
  field: Field;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  inputMode?: "numeric";
};

/** A text input or text area tied to its Conform field: the value the visitor typed survives an error. */
export function TextField({
  field,
  label,
  hint,
  type = "text",
  autoComplete,
  required = true,
  multiline,
  inputMode,
}: TextFieldProps) {
  const { t } = useI18n();
  const errorOf = useFieldError();
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <FormField
      id={field.id}
      label={label}
      hint={hint}
      error={errorOf(field)}
      required={required}
      requiredLabel={t("forms.required")}
    >
      {(control: FieldControlProps) =>
        multiline ? (
          <textarea
            {...control}
            key={field.key}
            name={field.name}
            defaultValue={initial}
            rows={6}
            aria-required={required || undefined}
            className={inputClass}
          />
        ) : (
          <input
            {...control}
            key={field.key}
            name={field.name}
            type={type}
            inputMode={inputMode}
            defaultValue={initial}
            autoComplete={autoComplete}
            aria-required={required || undefined}
            className={inputClass}
          />
        )
      }
    </FormField>
  );
}

/** A select tied to its Conform field. */
export function SelectField({
  field,
  label,
  options,
}: {
  field: Field;
  label: string;
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
}) {
  const { t } = useI18n();
  const errorOf = useFieldError();
  const initial = typeof field.initialValue === "string" ? field.initialValue : "";
  return (
    <FormField id={field.id} label={label} error={errorOf(field)} required requiredLabel={t("forms.required")}>
      {(control) => (
        <select
          {...control}
          key={field.key}
          name={field.name}
          defaultValue={initial}
          aria-required
          className={inputClass}
        >
          <option value="">{t("forms.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The consent checkbox every public form ends with. */
export function ConsentField({ field, label }: { field: Field; label: ReactNode }) {
  const errorOf = useFieldError();
  const error = errorOf(field);
  const errorId = `${field.id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          key={field.key}
          name={field.name}
          type="checkbox"
          defaultChecked={field.initialValue === "on"}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={field.id} className="text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Form-wide errors (too many submissions, an unreadable form): announced, at the top of the form. */
export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const { t } = useI18n();
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 font-medium text-red-800">
      {errors.map((error) => (
        <p key={error}>{t(error as Key)}</p>
      ))}
    </div>
  );
}

/** The submit button: disabled while a submission is on its way (the idempotency token covers a faster second click). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
    >
      {children}
    </button>
  );
}
