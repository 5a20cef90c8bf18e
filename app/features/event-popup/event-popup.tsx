import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import eventPosterUrl from "./event-poster.svg";
import { markEventPopupSeen } from "./seen-flag.ts";

/**
 * The event pop-up, shown once per browser session. The server decides from
 * the session cookie and renders it already open, so it is part of the first
 * paint: nothing appears later to shift the layout or become the largest paint.
 */
export function EventPopup({ due }: { due: boolean }) {
  const [open, setOpen] = useState(due);
  const { t } = useI18n();
  // When it opens with the page, the poster is its largest paint: fetched beside the stylesheet.
  if (due) preload(eventPosterUrl, { as: "image", fetchPriority: "high" });

  useEffect(() => {
    if (due) markEventPopupSeen();
  }, [due]);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t("shell.eventPopup.title")} hideTitle openInHtml={due}>
      <img
        src={eventPosterUrl}
        width={400}
        height={500}
        alt={t("shell.eventPopup.poster")}
        // A definite height before the image decodes, so its box never changes size.
        className="mx-auto mt-6 h-[min(500px,calc(90dvh-6rem))] w-auto max-w-full rounded-lg object-contain"
      />
    </Dialog>
  );
}
