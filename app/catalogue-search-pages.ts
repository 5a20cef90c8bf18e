import { campusZones } from "#common/campuses.ts";
import type { CataloguePage } from "#server/db/search-index.ts";
import { noticeBoards } from "./features/notices/boards.ts";
import { catalogue } from "./i18n/catalogue.server.ts";
import type { Key } from "./i18n/catalogue.ts";
import { translator, type MessageValues } from "./i18n/i18n.tsx";
import { languages } from "./i18n/language.ts";
import { pagePath } from "#common/page-lookup.ts";

/**
 * A page whose words are the message catalogue's: the keys of its title and description (as
 * its `meta` names them, with their values), of its sections' headings, and the branches of
 * messages it also shows.
 */
type PageWords = {
  path: string;
  title: Key;
  description: Key;
  values?: (t: ReturnType<typeof translator>) => MessageValues;
  headings?: ReadonlyArray<Key>;
  shows?: ReadonlyArray<string>;
};

const pageWords: ReadonlyArray<PageWords> = [
  {
    path: pagePath("grievanceForm"),
    title: "grievance.title",
    description: "grievance.metaDescription",
    headings: ["grievance.formTitle", "grievance.rti.title"],
    shows: ["grievance.intro", "grievance.rti"],
  },
  { path: pagePath("grievanceStatus"), title: "grievance.statusTitle", description: "grievance.statusIntro" },
  { path: pagePath("alumni"), title: "alumni.title", description: "alumni.metaDescription" },
  { path: pagePath("jobPortal"), title: "notices.jobPortal.title", description: "notices.jobPortal.intro" },
  { path: pagePath("screenReaderAccess"), title: "screenReader.title", description: "screenReader.metaDescription" },
  { path: pagePath("allProgrammes"), title: "programs.title", description: "programs.metaDescription" },
  { path: pagePath("facultiesDepartments"), title: "academics.directoryTitle", description: "academics.directoryMeta" },
  ...noticeBoards.map(({ id, path }): PageWords => ({
    path,
    title: `notices.boards.${id}.title`,
    description: `notices.boards.${id}.intro`,
  })),
  ...campusZones.map((zone): PageWords => ({
    path: `/campus/zone/${zone}`,
    title: "campuses.zoneTitle",
    description: "campuses.zoneMeta",
    values: (t) => ({ zone: t(`campuses.zones.${zone}`) }),
    shows: ["campuses.zoneHostel"],
  })),
];

/** The messages of a branch of the catalogue (or the one message it is), in the catalogue's order. */
function messagesOf(branch: unknown): string[] {
  if (typeof branch === "string") return [branch];
  return branch && typeof branch === "object" ? Object.values(branch).flatMap(messagesOf) : [];
}

/** Every message under a key: a message's key, or a branch's. */
function messagesUnder(root: unknown, key: string): string[] {
  let found = root;
  for (const part of key.split(".")) found = (found as Record<string, unknown> | undefined)?.[part];
  return messagesOf(found);
}

/** A message's placeholders the page fills from its data (an address, a count) say nothing to a search. */
const dataPlaceholder = /\{(?!admissionSession\})\w+\}/g;

/**
 * The pages whose words the message catalogue holds, in both languages, for the site search
 * (docs/decisions/0128): the server indexes them each time it loads the built pages.
 */
export function catalogueSearchPages(): CataloguePage[] {
  return languages.flatMap((language) => {
    const t = translator(catalogue[language], undefined, language);
    return pageWords.map(({ path, title, description, values, headings = [], shows = [] }) => {
      const filled = values?.(t);
      return {
        path,
        language,
        title: t(title, filled),
        description: t(description, filled),
        headings: headings.map((key) => t(key)).join("\n"),
        body: shows
          .flatMap((key) => messagesUnder(catalogue[language], key))
          .join("\n")
          .replace(dataPlaceholder, ""),
      };
    });
  });
}
