import type { ComponentProps, ReactNode } from "react";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { primaryButtonClass, secondaryButtonClass } from "./form-styles.ts";

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
