import type { Translation } from "../translation.ts";
import * as accountsEn from "./en/console/accounts.ts";
import * as accountsHi from "./hi/console/accounts.ts";
import * as alumniEn from "./en/console/alumni.ts";
import * as alumniHi from "./hi/console/alumni.ts";
import * as auditEn from "./en/console/audit.ts";
import * as auditHi from "./hi/console/audit.ts";
import * as campusesEn from "./en/console/campuses.ts";
import * as campusesHi from "./hi/console/campuses.ts";
import * as dashboardEn from "./en/console/dashboard.ts";
import * as dashboardHi from "./hi/console/dashboard.ts";
import * as grievancesEn from "./en/console/grievances.ts";
import * as grievancesHi from "./hi/console/grievances.ts";
import * as holidaysEn from "./en/console/holidays.ts";
import * as holidaysHi from "./hi/console/holidays.ts";
import * as homeEn from "./en/console/home.ts";
import * as homeHi from "./hi/console/home.ts";
import * as noticesEn from "./en/console/notices.ts";
import * as noticesHi from "./hi/console/notices.ts";
import * as pagesEn from "./en/console/pages.ts";
import * as pagesHi from "./hi/console/pages.ts";
import * as peopleEn from "./en/console/people.ts";
import * as peopleHi from "./hi/console/people.ts";
import * as programmesEn from "./en/console/programmes.ts";
import * as programmesHi from "./hi/console/programmes.ts";
import * as shellEn from "./en/console/shell.ts";
import * as shellHi from "./hi/console/shell.ts";

/** The console namespace in each language, put together from a file per resource of the console (decision 0283). */
export const consoleEn = {
  ...shellEn,
  ...dashboardEn,
  ...noticesEn,
  ...pagesEn,
  ...peopleEn,
  ...campusesEn,
  ...programmesEn,
  ...homeEn,
  ...holidaysEn,
  ...grievancesEn,
  ...alumniEn,
  ...accountsEn,
  ...auditEn,
};

export const consoleHi = {
  ...shellHi,
  ...dashboardHi,
  ...noticesHi,
  ...pagesHi,
  ...peopleHi,
  ...campusesHi,
  ...programmesHi,
  ...homeHi,
  ...holidaysHi,
  ...grievancesHi,
  ...alumniHi,
  ...accountsHi,
  ...auditHi,
} satisfies Translation<typeof consoleEn>;
