import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createAlumniService } from "./alumni-service.ts";
import { createAuditService } from "./audit-service.ts";
import { createAuthService, type AuthOptions } from "./auth-service.ts";
import { createCampusService } from "./campus-service.ts";
import { createDepartmentService } from "./department-service.ts";
import { createFacultyService } from "./faculty-service.ts";
import { createFacultyEditService } from "./faculty-edit-service.ts";
import { createFormGuardService, type FormBudgets } from "./form-guard-service.ts";
import { createGrievanceService } from "./grievance-service.ts";
import { createHolidayService } from "./holiday-service.ts";
import { createHomeBlockService } from "./home-block-service.ts";
import { createNoticePublishingService } from "./notice-publishing-service.ts";
import { createNoticeService } from "./notice-service.ts";
import { createOfficialService } from "./official-service.ts";
import { createPageService } from "./page-service.ts";
import { createProgramService } from "./program-service.ts";
import { createReadCache } from "../delivery/read-cache.ts";
import { createReadinessService } from "./readiness-service.ts";
import { createSampleDataService } from "./sample-data-service.ts";
import { createSearchService } from "./search-service.ts";
import { createStaffAccountService } from "./staff-account-service.ts";
import { createStaffProfileService } from "./staff-profile-service.ts";
import { createWorkGate, type WorkLimits } from "../delivery/work-gate.ts";

/** How much expensive work the services let run and wait at once (docs/decisions/0074). */
export type ExpensiveWorkLimits = { renders: WorkLimits; loads: WorkLimits };

/** What the configuration sets in the services: the token key and the public forms' budgets. */
export type ServiceOptions = AuthOptions & { formBudgets?: FormBudgets };

export const defaultWorkLimits: ExpensiveWorkLimits = {
  // Rendering is CPU on the one event loop: a few at once keep it busy while
  // their reads are awaited; a render takes 10-40 ms, so 16 waiting is well under a second.
  renders: { concurrent: 4, queued: 16 },
  // Reads no cache answers: fewer than the PostgreSQL pool's 10 connections, so writes still find one.
  loads: { concurrent: 8, queued: 32 },
};

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
  /** Bulkheads for the expensive work; cached answers pass none of them (server/delivery/work-gate.ts). */
  const gates = {
    renders: createWorkGate("page rendering", limits.renders),
    loads: createWorkGate("database reading", limits.loads),
  };
  const cache = createReadCache({ loads: gates.loads });
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
    publishing: createNoticePublishingService(db, cache),
    auth: createAuthService(db, options),
    accounts: createStaffAccountService(db, cache),
    profiles: createStaffProfileService(db, cache),
    audit: createAuditService(db),
    grievances: createGrievanceService(db, cache),
    alumni: createAlumniService(db, cache),
    formGuard: createFormGuardService(db, options.formBudgets),
    sampleData: createSampleDataService(db, cache),
    readiness: createReadinessService(db, cache, { jwtSecretSet: Boolean(options.jwtSecret) }),
    search: createSearchService(db, cache),
    officials: createOfficialService(db, cache),
    holidays: createHolidayService(db, cache),
  };
}

export type Services = ReturnType<typeof createServices>;
