import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createAlumniService } from "./alumni-service.ts";
import { createAuditService } from "./audit-service.ts";
import { createAuthService, type AuthOptions } from "./auth-service.ts";
import { createBoardSubscriptionService } from "./board-subscription-service.ts";
import { createCampusService } from "./campus-service.ts";
import { createDepartmentService } from "./department-service.ts";
import { createFacultyService } from "./faculty-service.ts";
import { createFacultyEditService } from "./faculty-edit-service.ts";
import { createFormGuardService, type FormBudgets } from "./form-guard-service.ts";
import { createGrievanceService } from "./grievance-service.ts";
import { createHolidayService } from "./holiday-service.ts";
import { createHomeBlockService } from "./home-block-service.ts";
import { createNoticeAppearances, type Timers } from "./notice-appearances.ts";
import { createMailLinkService } from "./mail-link-service.ts";
import { createMailOutbox } from "./mail-outbox-service.ts";
import { createNoticePublishingService } from "./notice-publishing-service.ts";
import { createNoticeService } from "./notice-service.ts";
import { createNoticeTextService } from "./notice-text/notice-text-service.ts";
import { createOfficialService } from "./official-service.ts";
import { createPageService } from "./page-service.ts";
import { createProgramService } from "./program-service.ts";
import { createReadCache } from "./read-cache.ts";
import { createReadinessService } from "./readiness-service.ts";
import { createSampleDataService } from "./sample-data-service.ts";
import { createSearchService } from "./search-service.ts";
import { createStaffAccountService } from "./staff-account-service.ts";
import { createStaffProfileService } from "./staff-profile-service.ts";
import { createWorkGate, type WorkLimits } from "./work-gate.ts";

/** How much expensive work the services let run and wait at once (docs/decisions/0074, 0218). */
export type ExpensiveWorkLimits = { renders: WorkLimits; loads: WorkLimits; searches: WorkLimits };

/**
 * What the configuration sets in the services: the token key, the public forms' budgets, whether a
 * mail server is configured (messages wait in the outbox without one) and the grievances' due days;
 * and the timers the scheduled notices' watcher waits with (a test's own).
 */
export type ServiceOptions = AuthOptions & {
  formBudgets?: FormBudgets;
  mailConfigured?: boolean;
  timers?: Timers;
  grievanceDueDays?: number;
};

export const defaultWorkLimits: ExpensiveWorkLimits = {
  // Rendering is CPU on the one event loop: a few at once keep it busy while
  // their reads are awaited; a render takes 10-40 ms, so 16 waiting is well under a second.
  renders: { concurrent: 4, queued: 16 },
  // Reads no cache answers. With the searches' four, two fewer than the PostgreSQL pool's 14
  // connections (db/database.ts), so writes still find one.
  loads: { concurrent: 8, queued: 32 },
  // Searches no cache answers, apart from the other reads (decision 0218): a crowd typing
  // roll numbers waits its turn here, or is refused, and the boards' reads go on. Four at once:
  // a search is two round trips to the database (decision 0292), whose waits the others fill.
  searches: { concurrent: 4, queued: 64 },
};

/** Search answers kept apart from the other reads, so a crowd of new queries cannot push those out. */
const keptSearches = 2_000;

/**
 * The domain services: the only code that reaches the database. They share one
 * read cache; every write a service makes must call `cache.invalidate()` after
 * it commits (docs/decisions/0011).
 */
export function createServices(
  db: Kysely<Database>,
  options: ServiceOptions = {},
  limits: ExpensiveWorkLimits = defaultWorkLimits,
) {
  /** Bulkheads for the expensive work; cached answers pass none of them (server/services/work-gate.ts). */
  const gates = {
    renders: createWorkGate("page rendering", limits.renders),
    loads: createWorkGate("database reading", limits.loads),
    searches: createWorkGate("searching", limits.searches),
  };
  const cache = createReadCache({ loads: gates.loads });
  const now = options.now ?? (() => new Date());
  const mail = createMailOutbox(db, { configured: options.mailConfigured ?? false, now });
  const mailLinks = createMailLinkService(db, now);
  return {
    gates,
    cache,
    campus: createCampusService(db, cache),
    departments: createDepartmentService(db, cache),
    faculty: createFacultyService(db, cache),
    facultyEdits: createFacultyEditService(db, cache),
    programs: createProgramService(db, cache),
    notices: createNoticeService(db, cache),
    pages: createPageService(db, cache),
    home: createHomeBlockService(db, cache),
    publishing: createNoticePublishingService(db, cache, mail),
    noticeText: createNoticeTextService(db, cache),
    appearances: createNoticeAppearances(db, cache, options.timers),
    auth: createAuthService(db, options, mail),
    accounts: createStaffAccountService(db, cache, mail, mailLinks, now),
    profiles: createStaffProfileService(db, cache),
    audit: createAuditService(db),
    grievances: createGrievanceService(db, cache, mail, now, options.grievanceDueDays),
    alumni: createAlumniService(db, cache, mail, mailLinks, now),
    formGuard: createFormGuardService(db, options.formBudgets),
    sampleData: createSampleDataService(db, cache),
    readiness: createReadinessService(db, cache, {
      jwtSecretSet: Boolean(options.jwtSecret),
      mailConfigured: options.mailConfigured ?? false,
    }),
    search: createSearchService(db, cache.part({ maxEntries: keptSearches, loads: gates.searches })),
    officials: createOfficialService(db, cache),
    holidays: createHolidayService(db, cache),
    mail,
    mailLinks,
    subscriptions: createBoardSubscriptionService(db, mail, mailLinks, now),
  };
}

export type Services = ReturnType<typeof createServices>;
