import { useRouteLoaderData } from "react-router";
import type { StaffRoleKey } from "#common/api/staff.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { pagePath } from "#common/page-lookup.ts";

/**
 * Above every console page while invented records are left (decision 0188): staff at work see
 * it where they work, not only in the public top strip. The root loader says whether any are
 * left and is read again after the removal, so the banner goes with the last of them.
 */
export function SampleDataBanner({ role }: { role: StaffRoleKey }) {
  const { t } = useI18n();
  const sampleData = useRouteLoaderData<{ sampleData?: boolean }>("root")?.sampleData ?? false;
  if (!sampleData) return null;
  return (
    <p
      id="console-sample-data"
      className="mb-4 rounded-lg border border-amber-700 bg-amber-50 px-4 py-2 text-slate-900"
    >
      <strong className="font-semibold">{t("console.sampleData.bannerLabel")}:</strong>{" "}
      {t("console.sampleData.bannerText")}{" "}
      {role === "admin" ? (
        <LocalLink to={`${pagePath("consoleDashboard")}#sample-data`} className="font-medium text-brand underline">
          {t("console.sampleData.bannerLink")}
        </LocalLink>
      ) : null}
    </p>
  );
}
