import notoSansLatinUrl from "#app/fonts/noto-sans-latin-core-wght-normal.woff2?url";
import notoSansDevanagariUrl from "#app/fonts/noto-sans-devanagari-core-wght-normal.woff2?url";
import languageSwitchLettersUrl from "#app/fonts/noto-sans-devanagari-switch-wght-normal.woff2?url";
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { site } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { scrollToTop } from "#app/shared/scroll-to-top.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { Logo } from "#app/shared/ui/logo.tsx";
import { HeaderPictures, type ShownHeaderPicture } from "./header-pictures.tsx";
import { TopStrip } from "./top-strip.tsx";

/**
 * The site header: the top strip of portal links, then the logo, the rotating
 * pictures and the address. The sticky menu bar is a sibling (SiteNavigation),
 * so it can stay in view after the header scrolls away. `readingOptions` (the
 * text size and contrast controls) go at the start of the top strip; `sampleData`
 * says whether the database still holds invented records (decision 0130); `pictures` are
 * the rotating pictures staff set (decision 0136).
 */
export function SiteHeader({
  readingOptions,
  sampleData,
  pictures,
}: {
  readingOptions: ReactNode;
  sampleData: boolean;
  pictures: ReadonlyArray<ShownHeaderPicture>;
}) {
  const { t, language } = useI18n();
  // Every page renders the header, so this is where the font files a page needs are preloaded:
  // Latin everywhere, Devanagari on Hindi pages only: each the file of the characters that
  // language's text uses (app/app.css); on English pages, the letters of the "हिन्दी" switch
  // (decision 0144). Found early, the font is drawn with the first paint instead of moving the
  // text when it arrives.
  preload(notoSansLatinUrl, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  preload(language === "hi" ? notoSansDevanagariUrl : languageSwitchLettersUrl, {
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  });
  return (
    <header>
      <TopStrip readingOptions={readingOptions} sampleData={sampleData} />
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-4 py-3">
          {/* The visible name is the link's name (WCAG 2.5.3, label in name); "home page" follows for screen readers. */}
          <LocalLink to="/" preventScrollReset onClick={scrollToTop} className="rounded-sm text-navy">
            <Logo />
            <span className="sr-only"> {t("shell.homeLinkSuffix")}</span>
          </LocalLink>
          <HeaderPictures pictures={pictures} className="hidden md:block" />
          <address className="hidden max-w-60 not-italic lg:block">
            <ExternalLink
              href={site.mapsUrl}
              showIcon={false}
              className="inline-flex min-h-11 items-start gap-2 rounded-sm text-sm text-slate-700 hover:text-brand hover:underline"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>{t("shell.postalAddress")}</span>
            </ExternalLink>
          </address>
        </div>
      </div>
    </header>
  );
}
