import { preload } from "react-dom";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import bannerUrl from "./banner.svg";
import { pagePath } from "#common/page-lookup.ts";

/**
 * The banner: the university's name (the page's heading), a line about it, and the main ways in.
 * `behindPopup`: the page opens with the event pop-up over it (a session's first page).
 */
export function Banner({ campusCount, behindPopup }: { campusCount: number; behindPopup: boolean }) {
  const { t } = useI18n();
  // The largest image above the fold, fetched beside the stylesheet before the body is parsed;
  // unless the pop-up covers it: then its poster is, and the banner waits its turn (decision 0084).
  if (!behindPopup) preload(bannerUrl, { as: "image", fetchPriority: "high" });
  const [before, after] = t("home.tagline").split("{campuses}");
  return (
    <section className="bg-navy text-white" data-block="banner" aria-labelledby="home-title">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-8 md:grid-cols-2 md:py-12">
        <div>
          <h1 id="home-title" className="text-h2 font-bold md:text-h1">
            {t("shell.siteName")}
          </h1>
          <p className="mt-4 text-lg text-blue-50">
            {before}
            <strong data-testid="campus-count">{t("home.campusCount", { count: formatNumber(campusCount) })}</strong>
            {after}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LocalLink
              to={pagePath("allProgrammes")}
              className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 py-2 font-semibold text-slate-900 hover:bg-amber-400"
            >
              {t("home.bannerCta")}
            </LocalLink>
            <LocalLink
              to={pagePath("admissionSession")}
              className="inline-flex min-h-11 items-center rounded-lg border border-white px-5 py-2 font-semibold text-white hover:bg-white/10"
            >
              {t("home.bannerAdmission")}
            </LocalLink>
          </div>
        </div>
        <img
          src={bannerUrl}
          width={640}
          height={400}
          alt=""
          fetchPriority={behindPopup ? "low" : "high"}
          className="h-auto w-full rounded-xl"
        />
      </div>
    </section>
  );
}
