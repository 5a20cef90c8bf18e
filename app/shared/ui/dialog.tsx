import { X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown to screen readers only when the title is visual (an image dialog, say). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
  /** Where the panel sits: centred (default), near the top (search), or sliding in from the start edge (a menu). */
  placement?: DialogPlacement;
  /**
   * Rendered open in the server's HTML (a dialog due on arrival): shown as an
   * overlay before JavaScript, made modal once the page hydrates.
   */
  openInHtml?: boolean;
  /**
   * For a dialog open in the HTML: where its close button posts while the page has no script
   * (before hydration, or without JavaScript), for an answer that remembers the dialog was
   * closed and returns to the page. Once hydrated the button closes the dialog in place.
   */
  closeAction?: string;
  /**
   * The page's script nonce, for a dialog open in the HTML: an inline script then makes it
   * modal as the parser reaches it, before the browser first styles the page. Made modal at
   * hydration instead, the page behind it turns inert after it is drawn, and the browser styles
   * every element again inside hydration's long task (decision 0176).
   */
  nonce?: string;
};

type DialogPlacement = "center" | "top" | "start";

const placementClasses: Record<DialogPlacement, { dialog: string; panel: string }> = {
  center: {
    dialog: "m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] rounded-xl",
    panel: "max-h-[90dvh] rounded-xl",
  },
  top: {
    dialog: "mx-auto mt-[8dvh] mb-auto max-h-[84dvh] w-[min(40rem,calc(100vw-2rem))] rounded-xl",
    panel: "max-h-[84dvh] rounded-xl",
  },
  start: {
    // Slides in from the left as it opens (no motion for visitors who prefer less, see app.css).
    dialog:
      "m-0 mr-auto h-dvh max-h-dvh w-[min(22rem,calc(100vw-3rem))] max-w-none transition-transform duration-200 ease-out starting:open:-translate-x-full",
    panel: "h-full",
  },
};

/**
 * A modal built on the native <dialog>: the browser moves focus in, keeps the
 * rest of the page inert and closes on Escape. We add what it lacks: closing
 * on a click outside the panel, locking page scroll, and returning focus to
 * whatever opened it, and focusing the element marked `data-autofocus` (React
 * does not render the `autofocus` attribute the browser would look for).
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  className = "",
  placement = "center",
  openInHtml = false,
  closeAction,
  nonce,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Only the first render's answer counts, and React never changes the attribute after it:
  // were React to take it away when the dialog closes, it would do so before the effect's
  // cleanup, whose close() would then find the dialog closed already and leave it modal in
  // the top layer, the whole page inert behind nothing. The attribute is the browser's from
  // hydration on (showModal, close).
  const [openedInHtml] = useState(openInHtml);
  const { t } = useI18n();
  // Made modal while the page loads (`nonce`), a dialog served open closes on Escape before
  // React listens: at hydration its owner is told so, rather than the dialog opening again.
  const servedOpen = useRef(openInHtml);
  const closedBeforeHydration = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (servedOpen.current) {
      servedOpen.current = false;
      if (!dialog.open) {
        closedBeforeHydration();
        return;
      }
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!dialog.matches(":modal")) {
      // A dialog the server rendered open is open but not modal; removing the
      // attribute (no close event) lets showModal make it modal in place.
      dialog.removeAttribute("open");
      dialog.showModal();
    }
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  const closeButton = (
    <button
      type={closeAction ? "submit" : "button"}
      onClick={(event) => {
        // Hydrated, the button closes the dialog in place; its form (closeAction) is for a page without script.
        event.preventDefault();
        onClose();
      }}
      aria-label={t("shell.close")}
      className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        open={openedInHtml ? true : undefined}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        onClose={() => {
          // Chrome closes a dialog opened without a user gesture (the event pop-up)
          // on Escape without a cancelable "cancel" event; keep the owner's state
          // in step. Our own close() in the effect cleanup arrives here after the
          // render that set `open` to false, so it does not call onClose twice.
          if (open) onClose();
        }}
        onClick={(event) => {
          // A click on the <dialog> box itself, not its content, is a click on the backdrop.
          if (event.target === event.currentTarget) onClose();
        }}
        className={`${placementClasses[placement].dialog} overflow-visible bg-transparent p-0 backdrop:bg-slate-950/60 [&:not(:modal)]:fixed [&:not(:modal)]:inset-0 [&:not(:modal)]:z-50 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(2_6_23/0.6)] ${className}`}
      >
        {open ? (
          <div className={`relative overflow-auto bg-white p-6 shadow-xl ${placementClasses[placement].panel}`}>
            <h2 id={titleId} className={hideTitle ? "sr-only" : "pr-10 text-xl font-bold text-slate-900"}>
              {title}
            </h2>
            {closeAction ? (
              <form method="post" action={closeAction}>
                {closeButton}
              </form>
            ) : (
              closeButton
            )}
            {children}
          </div>
        ) : null}
      </dialog>
      {openedInHtml && nonce !== undefined ? (
        // The same steps as the effect's, once the dialog's markup has been parsed.
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `(d=>{d.removeAttribute("open");d.showModal()})(document.currentScript.previousElementSibling)`,
          }}
        />
      ) : null}
    </>
  );
}

type DialogButtonProps = Omit<DialogProps, "open" | "onClose" | "children"> & {
  /** The button's content (its text, or an icon with a screen-reader label). */
  label: ReactNode;
  /** The button's name for assistive technology, when its text alone does not say what it acts on. */
  buttonName?: string;
  buttonClassName: string;
  /** The dialog's content; it gets the function that closes the dialog, for choices that also close it. */
  children: (close: () => void) => ReactNode;
};

/** A button that opens a Dialog: the pair most dialogs come in. */
export function DialogButton({ label, buttonName, buttonClassName, children, ...dialogProps }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={buttonName}
        className={buttonClassName}
      >
        {label}
      </button>
      <Dialog {...dialogProps} open={open} onClose={close}>
        {children(close)}
      </Dialog>
    </>
  );
}
