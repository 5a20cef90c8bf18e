import type { Generated } from "kysely";
import type { CampusZone } from "#common/campuses.ts";
import type { ProgramLevel } from "#common/api/academics.ts";

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 UTC strings on both
 * engines, so they sort and compare the same in SQLite and PostgreSQL. Flags
 * are integer 0/1 and lists are JSON text on both (docs/decisions/0010).
 */
export interface CampusTable {
  id: string;
  slug: string;
  name: string;
  zone: CampusZone;
  address: string | null;
  maps_url: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
  sort_order: Generated<number>;
  created_at: string;
}

export interface DepartmentSchoolTable {
  id: string;
  slug: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface DepartmentTable {
  id: string;
  slug: string;
  name: string;
  school_id: string;
  hod_email: string | null;
  overview: string;
  created_at: string;
  updated_at: string;
}

export interface FacultyTable {
  id: string;
  salutation: string;
  firstname: string;
  surname: string;
  email: string;
  department_id: string;
  designation: string;
  /** JSON array of strings. */
  qualifications: string;
  /** JSON array of strings. */
  areas_of_expertise: string;
  photo: string | null;
  profile: string;
  created_at: string;
  updated_at: string;
}

export interface ProgramTable {
  id: string;
  code: string;
  name: string;
  level: ProgramLevel;
  department_id: string;
  duration: string;
  intake: number | null;
  /** JSON: the structure by year (an object), or a string or null when unpublished. */
  years: string;
  created_at: string;
  updated_at: string;
}

export interface ProgramCampusTable {
  program_id: string;
  campus_id: string;
}

/** File bytes live in the database beside their notice (decisions: stored together or not at all). */
export interface StoredFileTable {
  /** SHA-256 of the content, in hex: the file's URL is content-addressed. */
  id: string;
  content: Uint8Array;
  content_type: string;
  size: number;
  created_at: string;
}

export interface NoticeTable {
  id: string;
  title: string;
  section: string;
  /** 0 or 1. */
  archive: Generated<number>;
  file_id: string | null;
  file_name: string | null;
  link: string | null;
  valid_until: string | null;
  end_date: string | null;
  apply_link: string | null;
  vacancies: number | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A part of the seed that has been applied (it never runs again). */
export interface SeedPartTable {
  part: string;
  applied_at: string;
}

export interface GrievanceTable {
  id: string;
  /** GRV-2026-000123: the year and the year's running number. */
  reference: string;
  year: number;
  number: number;
  name: string;
  email: string;
  phone: string;
  role: string;
  campus: string;
  category: string;
  subject: string;
  description: string;
  status: string;
  /** What the submitter sees on the status page. */
  public_reply: string | null;
  created_at: string;
  updated_at: string;
}

/** A grievance's attachment: private, never served by the public files route. */
export interface GrievanceAttachmentTable {
  grievance_id: string;
  name: string;
  content_type: string;
  size: number;
  content: Uint8Array;
}

/** Staff notes on a grievance, for the console only. */
export interface GrievanceNoteTable {
  id: string;
  grievance_id: string;
  author: string;
  text: string;
  created_at: string;
}

export interface AlumniTable {
  id: string;
  /** Lower-cased: one registration per address; a second one updates it. */
  email: string;
  name: string;
  programme: string;
  year_of_passing: number;
  organisation: string | null;
  review_status: string;
  created_at: string;
  updated_at: string;
}

/** A form's idempotency token and what its first submission produced (a reference). */
export interface FormReceiptTable {
  token: string;
  form: string;
  result: string;
  created_at: string;
}

/** One form submission by a client (its IP address): the rate limit counts these. */
export interface FormSubmissionTable {
  id: string;
  client: string;
  created_at: string;
}

export interface Database {
  campus: CampusTable;
  department_school: DepartmentSchoolTable;
  department: DepartmentTable;
  faculty: FacultyTable;
  program: ProgramTable;
  program_campus: ProgramCampusTable;
  stored_file: StoredFileTable;
  notice: NoticeTable;
  seed_part: SeedPartTable;
  grievance: GrievanceTable;
  grievance_attachment: GrievanceAttachmentTable;
  grievance_note: GrievanceNoteTable;
  alumni: AlumniTable;
  form_receipt: FormReceiptTable;
  form_submission: FormSubmissionTable;
}
