import { useEffect, useState } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import { markEventPopupSeen } from "./seen-flag.ts";

/**
 * The event pop-up, shown once per browser session. The server decides from
 * the session cookie and renders it already open, with its poster inside the
 * HTML (a data URL, or null when the pop-up is not due), so it is part of the
 * first paint: nothing appears later to shift the layout or become the largest paint.
 */
export function EventPopup({ poster }: { poster: string | null }) {
  // The first render decides: a later revalidation of the root (the cookie now set) must
  // not empty a pop-up the visitor is still looking at.
  const [shownPoster] = useState(poster);
  const [open, setOpen] = useState(poster !== null);
  const { t } = useI18n();
  const due = shownPoster !== null;

  useEffect(() => {
    if (due) markEventPopupSeen();
  }, [due]);

  if (!due) return null;
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t("shell.eventPopup.title")} hideTitle openInHtml={due}>
      <img
        src={shownPoster}
        width={400}
        height={500}
        alt={t("shell.eventPopup.poster")}
        // A definite height before the image decodes, so its box never changes size.
        className="mx-auto mt-6 h-[min(500px,calc(90dvh-6rem))] w-auto max-w-full rounded-lg object-contain"
      />
    </Dialog>
  );
}
