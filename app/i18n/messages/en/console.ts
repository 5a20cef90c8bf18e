import * as shell from "./console/shell.ts";
import * as dashboard from "./console/dashboard.ts";
import * as notices from "./console/notices.ts";
import * as pages from "./console/pages.ts";
import * as people from "./console/people.ts";
import * as campuses from "./console/campuses.ts";
import * as programmes from "./console/programmes.ts";
import * as home from "./console/home.ts";
import * as holidays from "./console/holidays.ts";
import * as grievances from "./console/grievances.ts";
import * as alumni from "./console/alumni.ts";
import * as accounts from "./console/accounts.ts";
import * as audit from "./console/audit.ts";

/** The staff console: sign-in pages and everything behind them, its words a file per resource (decision 0283). */
export default {
  ...shell,
  ...dashboard,
  ...notices,
  ...pages,
  ...people,
  ...campuses,
  ...programmes,
  ...home,
  ...holidays,
  ...grievances,
  ...alumni,
  ...accounts,
  ...audit,
};
