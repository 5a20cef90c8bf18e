import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createAlumniService } from "./alumni-service.ts";
import { createAuditService } from "./audit-service.ts";
import { createAuthService, type AuthOptions } from "./auth-service.ts";
import { createCampusService } from "./campus-service.ts";
import { createDepartmentService } from "./department-service.ts";
import { createFacultyService } from "./faculty-service.ts";
import { createGrievanceService } from "./grievance-service.ts";
import { createNoticePublishingService } from "./notice-publishing-service.ts";
import { createNoticeService } from "./notice-service.ts";
import { createProgramService } from "./program-service.ts";
import { createReadCache } from "./read-cache.ts";
import { createStaffAccountService } from "./staff-account-service.ts";
import { createStaffProfileService } from "./staff-profile-service.ts";

/**
 * The domain services: the only code that reaches the database. They share one
 * read cache; every write a service makes must call `cache.invalidate()` after
 * it commits (docs/decisions/0011).
 */
export function createServices(db: Kysely<Database>, auth: AuthOptions = {}) {
  const cache = createReadCache();
  return {
    cache,
    campus: createCampusService(db, cache),
    departments: createDepartmentService(db, cache),
    faculty: createFacultyService(db, cache),
    programs: createProgramService(db, cache),
    notices: createNoticeService(db, cache),
    publishing: createNoticePublishingService(db, cache),
    auth: createAuthService(db, auth),
    accounts: createStaffAccountService(db, cache),
    profiles: createStaffProfileService(db, cache),
    audit: createAuditService(db),
    grievances: createGrievanceService(db, cache),
    alumni: createAlumniService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
