import type { ComponentProps, ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "./form-styles.ts";

/**
 * A row's button that opens a dialog holding one form: its fields, then the
 * submit button, held off while the write is pending. `onSubmit` gets the
 * form's data and the function that closes the dialog, for once the write lands.
 */
export function FormDialogButton({
  label,
  title,
  placement,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  label: string;
  title: string;
  placement?: ComponentProps<typeof DialogButton>["placement"];
  submitLabel: string;
  pending: boolean;
  onSubmit: (form: FormData, close: () => void) => void;
  children: ReactNode;
}) {
  return (
    <DialogButton label={label} buttonClassName={secondaryButtonClass} title={title} placement={placement}>
      {(close) => (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(new FormData(event.currentTarget), close);
          }}
        >
          {children}
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {submitLabel}
          </button>
        </form>
      )}
    </DialogButton>
  );
}

/**
 * A button for an action that cannot be undone, or not without an admin: it opens a dialog that
 * says what will happen to what (`text`), with Cancel focused first and the confirming button
 * named for the action (`confirmLabel`), never a bare "OK".
 */
export function ConfirmDialogButton({
  label,
  buttonName,
  buttonClassName = dangerButtonClass,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
}: {
  label: string;
  buttonName?: string;
  /** The opening button's look: a danger button unless the row's other buttons set the tone. */
  buttonClassName?: string;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const { t } = useI18n();
  return (
    <DialogButton label={label} buttonName={buttonName} buttonClassName={buttonClassName} title={title}>
      {(close) => (
        <div className="mt-3">
          <p className="text-slate-700">{text}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} data-autofocus className={secondaryButtonClass}>
              {t("console.list.cancel")}
            </button>
            <button type="button" disabled={pending} onClick={() => onConfirm(close)} className={dangerButtonClass}>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </DialogButton>
  );
}
