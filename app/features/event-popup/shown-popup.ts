import type { EventPopup } from "#common/api/home-blocks.ts";
import type { Language } from "#app/i18n/language.ts";
import type { ShownEventPopup } from "./event-popup.tsx";

/** What a page in `language` needs of the pop-up staff set: the poster, its alt text in that language, the link. */
export function shownEventPopup(popup: EventPopup | null, language: Language): ShownEventPopup | null {
  if (!popup) return null;
  const { poster, link } = popup;
  return {
    poster: poster && { url: poster.url, small_url: poster.small_url, width: poster.width, height: poster.height },
    alt: language === "hi" ? popup.alt_hi : popup.alt_en,
    link,
  };
}
