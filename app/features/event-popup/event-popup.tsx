import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { useLocation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import eventPosterUrl from "./event-poster.svg";
import { markEventPopupSeen } from "./seen-flag.ts";

/**
 * The pop-up as the root loader hands it to the page, in the page's language (staff set it
 * in the console, docs/decisions/0167). `poster` null: the poster shipped with the site.
 */
export type ShownEventPopup = {
  poster: { url: string; small_url: string; width: number; height: number } | null;
  alt: string;
  link: string | null;
};

/** The poster's address and, for an uploaded one, its two sizes for screens of 1 and 2 pixels a point. */
function posterSources(popup: ShownEventPopup) {
  if (!popup.poster) return { src: eventPosterUrl, srcSet: undefined, width: 400, height: 500 };
  const { url, small_url: small, width, height } = popup.poster;
  return { src: small, srcSet: `${small} 1x, ${url} 2x`, width, height };
}

/**
 * Asks for the poster before anything else the page preloads. Called by the root layout
 * when the pop-up opens with the page: the poster is then the largest paint, and the first
 * image asked for gets the connection the browser already has open, where a later one waits
 * for a new connection (a round trip on a phone) behind the home page's banner.
 */
export function preloadEventPoster(popup: ShownEventPopup): void {
  const { src, srcSet } = posterSources(popup);
  preload(src, { as: "image", fetchPriority: "high", ...(srcSet ? { imageSrcSet: srcSet } : {}) });
}

/**
 * The event pop-up, shown once per browser session while staff have it on. The server
 * decides from the session cookie and renders it already open, so it is part of the first
 * paint: nothing appears later to shift the layout or become the largest paint.
 * Without JavaScript its close button posts a form that sets the cookie and
 * returns to the page (routes/event-popup.ts).
 */
export function EventPopup({ popup, nonce }: { popup: ShownEventPopup | null; nonce: string | undefined }) {
  const due = popup !== null;
  const [open, setOpen] = useState(due);
  const { t } = useI18n();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (due) markEventPopupSeen();
  }, [due]);

  if (!popup) return null;
  const { src, srcSet, width, height } = posterSources(popup);
  const poster = (
    <img
      src={src}
      srcSet={srcSet}
      width={width}
      height={height}
      alt={popup.alt}
      // A definite height before the image decodes, so its box never changes size.
      className="mx-auto mt-6 h-[min(500px,calc(90dvh-6rem))] w-auto max-w-full rounded-lg object-contain"
    />
  );
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={t("shell.eventPopup.title")}
      hideTitle
      openInHtml={due}
      closeAction={`/event-popup?returnTo=${encodeURIComponent(pathname + search)}`}
      nonce={nonce}
    >
      {popup.link ? (
        <a href={popup.link} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand">
          {poster}
        </a>
      ) : (
        poster
      )}
    </Dialog>
  );
}
