import type { ReactNode } from "react";
import { portals } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { FacultyLogin } from "./faculty-login.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const topStripItemClass =
  "inline-flex min-h-11 items-center rounded-sm px-2 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-white sm:px-3";

/**
 * The navy strip above the header: on the left the reading options and the
 * language switch, on the right the portal links and the two login choices.
 * The reading options are another feature's, so the root passes them in.
 * While the database holds invented records, a line above them says so.
 */
export function TopStrip({ readingOptions, sampleData }: { readingOptions: ReactNode; sampleData: boolean }) {
  const { t } = useI18n();
  return (
    <div className="bg-navy text-white">
      {sampleData ? <SampleDataNotice /> : null}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 px-2 sm:px-4 lg:justify-between">
        <div className="flex flex-wrap items-center justify-center">
          {readingOptions}
          <LanguageSwitch className={topStripItemClass} />
        </div>
        <nav aria-label={t("shell.topStrip.label")}>
          <ul className="flex flex-wrap items-center justify-center gap-x-1">
            <li>
              <LocalLink to={pagePath("tenders")} className={topStripItemClass}>
                {t("shell.topStrip.tenders")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to={pagePath("adminLogin")} className={topStripItemClass}>
                {t("shell.topStrip.adminLogin")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to={pagePath("grievanceForm")} className={topStripItemClass}>
                {t("shell.topStrip.grievanceForm")}
                <span className="hidden sm:inline">&nbsp;{t("shell.topStrip.andRti")}</span>
              </LocalLink>
            </li>
            <li>
              <LocalLink to={pagePath("alumni")} className={topStripItemClass}>
                {t("shell.topStrip.alumni")}
              </LocalLink>
            </li>
            <li>
              <ExternalLink href={portals.studentLogin} showIcon={false} className={topStripItemClass}>
                {t("shell.topStrip.studentLogin")}
              </ExternalLink>
            </li>
            <li>
              <FacultyLogin className={`${topStripItemClass} cursor-pointer`} />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** One small line, in the strip's own colours with the accent for its label, read before anything else on the page. */
function SampleDataNotice() {
  const { t } = useI18n();
  return (
    <p id="sample-data-notice" className="border-b border-white/20 px-4 py-1 text-center text-sm">
      <strong className="font-semibold text-accent">{t("shell.sampleData.label")}:</strong> {t("shell.sampleData.text")}
    </p>
  );
}
