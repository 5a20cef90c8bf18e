import { AudioLines, Contrast } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { defaultPreferences, type TextSize } from "./preferences.ts";
import { preferenceFetcherKeys, useReadingPreferences } from "./use-reading-preferences.ts";
import { pagePath } from "#common/page-lookup.ts";

const controlClass =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-sm px-1.5 text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white aria-pressed:bg-white aria-pressed:text-navy";

const sizeButtons: ReadonlyArray<{ size: TextSize; text: "smaller" | "normal" | "larger" }> = [
  { size: "small", text: "smaller" },
  { size: "normal", text: "normal" },
  { size: "large", text: "larger" },
];

/**
 * Until a choice is stored, a link followed or a form sent meanwhile waits for it. Its cookie
 * comes with the server's answer, and a page asked for before that is rendered without the
 * choice this page already shows; a whole page load (the language switch) loses it for good,
 * the choice's request dying with this page. The cookies are HttpOnly, and a script cannot
 * replace those, so the browser cannot store the choice itself at the click. The other
 * reading options are not held: each kind has its own fetcher.
 */
function holdLinksUntil(stored: Promise<void>, options: HTMLFormElement) {
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest("a[href], [type=submit]") : null;
    if (!target || (target instanceof HTMLButtonElement && target.form === options)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The same click again once the choice is stored, with its modifier keys and button.
    void stored.finally(() => target.dispatchEvent(new MouseEvent("click", event)));
  };
  // On the window in the capture phase: before React's listeners and the browser's own following of a link.
  window.addEventListener("click", hold, true);
  // Registered before any held click's replay, so the replay is not held again.
  void stored.finally(() => window.removeEventListener("click", hold, true));
}

/**
 * Text size in three steps, high contrast and the screen-reader page, as
 * Indian government sites offer them. Each button posts a form that stores the
 * choice in a cookie (routes/preferences.ts) and comes back to this page, so
 * they work before and without JavaScript; once hydrated, a click sends just its
 * choice through that kind's fetcher and the page takes it at once.
 */
export function AccessibilityControls() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const preferences = useReadingPreferences() ?? defaultPreferences;
  const highContrast = preferences.contrast === "high";
  const textSizeFetcher = useFetcher({ key: preferenceFetcherKeys.textSize });
  const contrastFetcher = useFetcher({ key: preferenceFetcherKeys.contrast });
  const sendChoice = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const choice = new FormData();
    choice.set(submitter.name, submitter.value);
    const fetcher = submitter.name === "contrast" ? contrastFetcher : textSizeFetcher;
    holdLinksUntil(fetcher.submit(choice, { method: "post", action: "/preferences" }), event.currentTarget);
  };
  return (
    <form
      method="post"
      action="/preferences"
      onSubmit={sendChoice}
      aria-label={t("shell.accessibility.label")}
      className="flex items-center"
    >
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <fieldset className="flex items-center">
        <legend className="sr-only">{t("shell.accessibility.textSize")}</legend>
        {sizeButtons.map(({ size, text }) => (
          <button
            key={size}
            type="submit"
            name="textSize"
            value={size}
            aria-pressed={preferences.textSize === size}
            className={controlClass}
          >
            {t(`shell.accessibility.${text}`)}
            <span className="sr-only"> {t(`shell.accessibility.${text}Label`)}</span>
          </button>
        ))}
      </fieldset>
      <button
        type="submit"
        name="contrast"
        value={highContrast ? "normal" : "high"}
        aria-pressed={highContrast}
        className={controlClass}
      >
        <Contrast aria-hidden="true" className="size-5" />
        <span className="sr-only">{t("shell.accessibility.highContrast")}</span>
      </button>
      {/* On phones an icon, so the options and the language switch share one row. */}
      <LocalLink to={pagePath("screenReaderAccess")} className={`${controlClass} gap-1.5 font-medium`}>
        <AudioLines aria-hidden="true" className="size-5 sm:hidden" />
        <span className="max-sm:sr-only">{t("shell.accessibility.screenReader")}</span>
      </LocalLink>
    </form>
  );
}
