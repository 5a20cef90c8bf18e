import { useState } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";
import { TabList, tabPanelProps } from "#app/shared/ui/tabs.tsx";
import { bulletinSections, type HomeNotice } from "./home-notices.ts";
import { HomeSection } from "#app/shared/ui/home-section.tsx";
import { NoticeList } from "./notice-list.tsx";
import { pagePath } from "#common/page-lookup.ts";

type BulletinKey = (typeof bulletinSections)[number]["key"];

/**
 * The information bulletin: a tab per section. Every panel is in the server's
 * HTML (the hidden ones with `hidden`), so the notices are there for search
 * engines and a switch of tab needs no request.
 */
export function InformationBulletin({ notices }: { notices: Record<BulletinKey, HomeNotice[]> }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState<BulletinKey>("admission");
  return (
    <HomeSection
      id="bulletin"
      title={t("home.bulletinTitle")}
      action={
        <LocalLink
          to={pagePath("informationBulletin")}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t("home.bulletinAll")}
        </LocalLink>
      }
    >
      <TabList
        idPrefix="bulletin"
        label={t("home.bulletinTabs")}
        tabs={bulletinSections.map(({ key }) => ({ id: key, label: t(`home.bulletinSections.${key}`) }))}
        selected={selected}
        onSelect={setSelected}
      />
      {bulletinSections.map(({ key }) => (
        <div key={key} {...tabPanelProps("bulletin", key, key === selected)} className={`${cardClass} mt-3 px-4 py-1`}>
          {/* Only the tabs answer clicks: the panels' lists keep the server's markup (decision 0175). */}
          <StaticRegion renderedFrom={notices[key]}>
            <NoticeList notices={notices[key]} empty={t("home.bulletinEmpty")} />
            <p className="border-t border-hairline py-3">
              <LocalLink to={pagePath("informationBulletin")} className="font-semibold text-brand underline">
                {t("home.viewAll")}
                <span className="sr-only">: {t(`home.bulletinSections.${key}`)}</span>
              </LocalLink>
            </p>
          </StaticRegion>
        </div>
      ))}
    </HomeSection>
  );
}
