import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown to screen readers only when the title is visual (an image dialog, say). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A modal built on the native <dialog>: the browser moves focus in, keeps the
 * rest of the page inert and closes on Escape. We add what it lacks: closing
 * on a click outside the panel, locking page scroll, and returning focus to
 * whatever opened it.
 */
export function Dialog({ open, onClose, title, hideTitle = false, children, className = "" }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> box itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] overflow-visible rounded-xl bg-transparent p-0 backdrop:bg-slate-950/60 ${className}`}
    >
      {open ? (
        <div className="relative max-h-[90dvh] overflow-auto rounded-xl bg-white p-6 shadow-xl">
          <h2 id={titleId} className={hideTitle ? "sr-only" : "pr-10 text-xl font-bold text-slate-900"}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
