import { AudioLines, Contrast } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { defaultPreferences, type TextSize } from "./preferences.ts";
import { preferenceFetcherKeys, useReadingPreferences } from "./use-reading-preferences.ts";

const controlClass =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-sm px-1.5 text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white aria-pressed:bg-white aria-pressed:text-navy";

const sizeButtons: ReadonlyArray<{ size: TextSize; text: "smaller" | "normal" | "larger" }> = [
  { size: "small", text: "smaller" },
  { size: "normal", text: "normal" },
  { size: "large", text: "larger" },
];

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
    void fetcher.submit(choice, { method: "post", action: "/preferences" });
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
      <LocalLink to="/screen-reader-access" className={`${controlClass} gap-1.5 font-medium`}>
        <AudioLines aria-hidden="true" className="size-5 sm:hidden" />
        <span className="max-sm:sr-only">{t("shell.accessibility.screenReader")}</span>
      </LocalLink>
    </form>
  );
}
