import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { useLocation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import eventPosterUrl from "./event-poster.svg";
import { markEventPopupSeen } from "./seen-flag.ts";

/**
 * Asks for the poster before anything else the page preloads. Called by the root layout
 * when the pop-up opens with the page: the poster is then the largest paint, and the first
 * image asked for gets the connection the browser already has open, where a later one waits
 * for a new connection (a round trip on a phone) behind the home page's banner.
 */
export function preloadEventPoster(): void {
  preload(eventPosterUrl, { as: "image", fetchPriority: "high" });
}

/**
 * The event pop-up, shown once per browser session. The server decides from
 * the session cookie and renders it already open, so it is part of the first
 * paint: nothing appears later to shift the layout or become the largest paint.
 * Without JavaScript its close button posts a form that sets the cookie and
 * returns to the page (routes/event-popup.ts).
 */
export function EventPopup({ due }: { due: boolean }) {
  const [open, setOpen] = useState(due);
  const { t } = useI18n();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (due) markEventPopupSeen();
  }, [due]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={t("shell.eventPopup.title")}
      hideTitle
      openInHtml={due}
      closeAction={`/event-popup?returnTo=${encodeURIComponent(pathname + search)}`}
    >
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
