import type { NoticeSectionKey } from "#common/notice-sections.ts";
import { campusZones } from "#common/campuses.ts";
import { programHeadline } from "#common/programs.ts";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "../root.tsx";
import { AchievementsCarousel, shownAchievements } from "../features/achievements/achievements-carousel.tsx";
import { Banner } from "../features/home/banner.tsx";
import { CampusZones } from "../features/home/campus-zones.tsx";
import { bulletinSections, toHomeNotice } from "../features/home/home-notices.ts";
import { HomeSection } from "#app/shared/ui/home-section.tsx";
import { InformationBulletin } from "../features/home/information-bulletin.tsx";
import { LeaderMessages } from "../features/home/leader-messages.tsx";
import { NoticeList } from "../features/home/notice-list.tsx";
import { Partners, shownPartners } from "../features/home/partners.tsx";
import { SocialBlock } from "../features/home/social-block.tsx";
import { ProgramBrowser } from "../features/programs/program-browser.tsx";
import { firstProgramsByLevel } from "../features/programs/program-query.ts";
import { collegeOrUniversity } from "../features/structured-data/college-or-university.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";

/** How many notices each notice block of the home page lists. */
const noticesPerBlock = 5;

export const handle = { messages: ["home", "programs", "officials", "campuses"] } satisfies MessagesHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  // The Hindi names of records go only to Hindi pages.
  const hindi = languageOfPath(new URL(request.url).pathname) === "hi";
  const now = Date.now();
  const newest = async (section: NoticeSectionKey) => {
    const { notices } = await services.notices.list("current", { section, limit: noticesPerBlock, page: 1 });
    return notices.map((notice) => toHomeNotice(notice, now, hindi));
  };
  const [achievements, partners, officials, campusCount, campuses, programs, announcements, news, events, ...bulletin] =
    await Promise.all([
      services.home.achievements(),
      services.home.partners(),
      services.officials.officials(),
      services.campus.count(),
      services.campus.list(),
      services.programs.list(),
      newest("announcements"),
      newest("news"),
      newest("events"),
      ...bulletinSections.map(({ section }) => newest(section)),
    ]);
  const byZone = Map.groupBy(campuses, (campus) => campus.zone);
  const language = hindi ? "hi" : "en";
  return {
    // The blocks staff set in the console (decision 0136).
    achievements: shownAchievements(achievements, language),
    partners: shownPartners(partners, language),
    // The two whose messages the home page opens.
    leaders: officials.filter((official) => official._id === "chancellor" || official._id === "vice-chancellor"),
    campusCount,
    announcements,
    news,
    events,
    bulletin: Object.fromEntries(bulletinSections.map(({ key }, index) => [key, bulletin[index] ?? []])) as Record<
      (typeof bulletinSections)[number]["key"],
      typeof announcements
    >,
    zones: Object.fromEntries(
      campusZones.map((zone) => [
        zone,
        (byZone.get(zone) ?? []).map(({ name, slug, ...rest }) => ({
          name,
          slug,
          ...(hindi && "name_hi" in rest && typeof rest.name_hi === "string" ? { name_hi: rest.name_hi } : {}),
        })),
      ]),
    ) as Record<(typeof campusZones)[number], { name: string; slug: string; name_hi?: string }[]>,
    firstByLevel: firstProgramsByLevel(programs, (program) => programHeadline(program, hindi)),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: `${t("shell.siteName")} (DSEU)` },
    { name: "description", content: t("home.metaDescription") },
    { "script:ld+json": collegeOrUniversity },
  ];
}

/** The home page: every block rendered on the server from the database, in the specification's order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const popupOpen = useRouteLoaderData<typeof rootLoader>("root")?.eventPopupDue ?? false;
  return (
    <main id="main">
      <HomeSection id="announcements" title={t("home.announcements")} className="!py-4" laidOutWithPage>
        <StaticRegion renderedFrom={loaderData} className={`${cardClass} px-4`}>
          <NoticeList notices={loaderData.announcements} empty={t("home.noAnnouncements")} />
        </StaticRegion>
      </HomeSection>
      <Banner campusCount={loaderData.campusCount} behindPopup={popupOpen} />
      <StaticRegion renderedFrom={loaderData}>
        <LeaderMessages officials={loaderData.leaders} />
        <SocialBlock />
      </StaticRegion>
      <InformationBulletin notices={loaderData.bulletin} />
      <StaticRegion renderedFrom={loaderData}>
        <CampusZones zones={loaderData.zones} />
      </StaticRegion>
      <ProgramBrowser firstByLevel={loaderData.firstByLevel} />
      <AchievementsCarousel slides={loaderData.achievements} />
      <StaticRegion renderedFrom={loaderData}>
        <Partners partners={loaderData.partners} />
      </StaticRegion>
      <StaticRegion renderedFrom={loaderData} className="mx-auto grid max-w-6xl gap-0 md:grid-cols-2">
        <HomeSection id="news" title={t("home.newsTitle")} laidOutWithPage>
          <div className={`${cardClass} px-4`}>
            <NoticeList notices={loaderData.news} empty={t("home.noNotices")} />
          </div>
        </HomeSection>
        <HomeSection id="events" title={t("home.eventsTitle")} laidOutWithPage>
          <div className={`${cardClass} px-4`}>
            <NoticeList notices={loaderData.events} empty={t("home.noNotices")} />
          </div>
        </HomeSection>
      </StaticRegion>
    </main>
  );
}
