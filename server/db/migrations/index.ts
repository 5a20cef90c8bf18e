import type { Migration, MigrationProvider } from "kysely/migration";
import * as campus from "./0001-campus.ts";
import * as catalogueAndNotices from "./0002-catalogue-and-notices.ts";
import * as seedPart from "./0003-seed-part.ts";
import * as hindiNamesAndCampusDetails from "./0004-hindi-names-and-campus-details.ts";
import * as staff from "./0005-staff.ts";
import * as grievancesAndAlumni from "./0006-grievances-and-alumni.ts";
import * as formGuards from "./0007-form-guards.ts";
import * as alumniReview from "./0008-alumni-review.ts";
import * as formBudgetsAndRepeatRegistrations from "./0009-form-budgets-and-repeat-registrations.ts";
import * as signInAttempts from "./0010-sign-in-attempts.ts";
import * as sampleRecords from "./0011-sample-records.ts";
import * as grievanceOfficers from "./0014-grievance-officers.ts";
import * as pageRevisions from "./0015-page-revisions.ts";
import * as noticeHindiTitle from "./0016-notice-hindi-title.ts";
import * as searchIndex from "./0017-search-index.ts";
import * as staffSessions from "./0018-staff-sessions.ts";
import * as officialsAndCampusEdits from "./0020-officials-and-campus-edits.ts";
import * as homeBlocksAndProgrammeEdits from "./0021-home-blocks-and-programme-edits.ts";
import * as homePageBlocks from "./0022-home-page-blocks.ts";
import * as searchIndexOfficials from "./0023-search-index-officials.ts";
import * as reportedProgrammes from "./0024-reported-programmes.ts";
import * as mailOutbox from "./0030-mail-outbox.ts";
import * as boardSubscriptions from "./0031-board-subscriptions.ts";
import * as requestCounts from "./0037-request-counts.ts";
import * as searchStemsAndNoticeEnds from "./0042-search-stems-and-notice-ends.ts";
import * as noticeAppearance from "./0048-notice-appearance.ts";
import * as grievanceDueDatesAndAssignment from "./0049-grievance-due-dates-and-assignment.ts";
import * as noticeText from "./0054-notice-text.ts";
import * as searchIndexWrittenThrough from "./0060-search-index-written-through.ts";

/**
 * Every migration, in order. A static list rather than a folder read at run
 * time, so the set is fixed by the code that ships. Never edit a migration
 * that has shipped: add the next one. A migration may not depend on one
 * numbered after it (decision 0300: they can arrive out of order).
 */
const migrations: Record<string, Migration> = {
  "0001-campus": campus,
  "0002-catalogue-and-notices": catalogueAndNotices,
  "0003-seed-part": seedPart,
  "0004-hindi-names-and-campus-details": hindiNamesAndCampusDetails,
  "0005-staff": staff,
  "0006-grievances-and-alumni": grievancesAndAlumni,
  "0007-form-guards": formGuards,
  "0008-alumni-review": alumniReview,
  "0009-form-budgets-and-repeat-registrations": formBudgetsAndRepeatRegistrations,
  "0010-sign-in-attempts": signInAttempts,
  "0011-sample-records": sampleRecords,
  "0014-grievance-officers": grievanceOfficers,
  "0015-page-revisions": pageRevisions,
  "0016-notice-hindi-title": noticeHindiTitle,
  "0017-search-index": searchIndex,
  "0018-staff-sessions": staffSessions,
  "0020-officials-and-campus-edits": officialsAndCampusEdits,
  "0021-home-blocks-and-programme-edits": homeBlocksAndProgrammeEdits,
  "0022-home-page-blocks": homePageBlocks,
  "0023-search-index-officials": searchIndexOfficials,
  "0024-reported-programmes": reportedProgrammes,
  "0030-mail-outbox": mailOutbox,
  "0031-board-subscriptions": boardSubscriptions,
  "0037-request-counts": requestCounts,
  "0042-search-stems-and-notice-ends": searchStemsAndNoticeEnds,
  "0048-notice-appearance": noticeAppearance,
  "0049-grievance-due-dates-and-assignment": grievanceDueDatesAndAssignment,
  "0054-notice-text": noticeText,
  "0060-search-index-written-through": searchIndexWrittenThrough,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
