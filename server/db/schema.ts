import type { Generated } from "kysely";
import type { CampusZone } from "#common/campuses.ts";
import type { ProgramLevel } from "#common/program-levels.ts";

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 UTC strings on both
 * engines, so they sort and compare the same in SQLite and PostgreSQL. Flags
 * are integer 0/1 and lists are JSON text on both (docs/decisions/0010).
 */
export interface CampusTable {
  id: string;
  slug: string;
  name: string;
  name_hi: string | null;
  zone: CampusZone;
  address: string | null;
  /** The address in Hindi, written by staff (migration 0024); null: the English one, marked so. */
  address_hi: string | null;
  maps_url: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
  director: string | null;
  director_email: string | null;
  transport: string | null;
  history: string | null;
  /** JSON array of strings. */
  highlights: Generated<string>;
  /** JSON array of strings. */
  labs: Generated<string>;
  /** JSON array of strings: the programmes as the campus lists them. */
  listed_programmes: Generated<string>;
  sort_order: Generated<number>;
  created_at: string;
  /** A photograph staff uploaded (stored_file), and the same at a phone's width (migration 0020). */
  photo_id: string | null;
  photo_small_id: string | null;
  /** Null until staff first change the campus. */
  updated_at: string | null;
}

export interface DepartmentSchoolTable {
  id: string;
  slug: string;
  name: string;
  name_hi: string | null;
  abbreviation: string | null;
  created_at: string;
  updated_at: string;
}

export interface DepartmentTable {
  id: string;
  slug: string;
  name: string;
  name_hi: string | null;
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
  /** 1: invented by the demo seed (decision 0130). */
  sample: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProgramTable {
  id: string;
  /** Null until the university publishes one (a programme a campus reported, migration 0024). */
  code: string | null;
  name: string;
  name_hi: string | null;
  level: ProgramLevel;
  /** Null where the facts name no department (migration 0024). */
  department_id: string | null;
  /** Null until published. */
  duration: string | null;
  intake: number | null;
  /** JSON: the structure by year (an object), or a string or null when unpublished. */
  years: string;
  /** Who may apply, in English and Hindi; null until staff write it (migration 0021). */
  eligibility: string | null;
  eligibility_hi: string | null;
  /** 1: invented by the demo seed (decision 0130). */
  sample: Generated<number>;
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
  /** A PDF's text, read when it was stored, for the search (migration 0017); null for pictures and unreadable files. */
  text: string | null;
  created_at: string;
}

export interface NoticeTable {
  id: string;
  title: string;
  /** The title in Hindi; null when only the English one is published. */
  title_hi: string | null;
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
  order_date: string | null;
  order_number: string | null;
  created_by: string | null;
  /** 1: invented by the demo seed (decision 0130). */
  sample: Generated<number>;
  /** 0 while scheduled: its appearance is not yet in the audit log (migration 0048). */
  appeared: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Where reading a PDF's text stands (migration 0054, decision 0261). */
export type FileTextState = "queued" | "reading" | "pdf" | "recognised" | "unavailable" | "failed";

/**
 * A PDF's text for its notices' reading views: the claim of the process reading it (`claim`,
 * until `lease_until`, which it moves on while it works), then what it read.
 */
export interface NoticeFileTextTable {
  file_id: string;
  state: FileTextState;
  /** JSON: the blocks read (common/api/notice-text.ts), for `pdf` and `recognised`. */
  blocks: string | null;
  /** Why there is no text, or what was left out. */
  reason: string | null;
  pages: number | null;
  /** Claims so far: a reading that never finishes stops being tried. */
  attempts: Generated<number>;
  claim: string | null;
  lease_until: string | null;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

/** A staff correction of a notice's text; the newest is what the notice shows (empty: the PDF's own again). */
export interface NoticeTextRevisionTable {
  id: string;
  notice_id: string;
  number: number;
  markdown: string;
  /** JSON: the blocks the Markdown gives. */
  blocks: string;
  created_by: string;
  created_at: string;
}

/** A part of the seed that has been applied (it never runs again). */
export interface SeedPartTable {
  part: string;
  applied_at: string;
}

export type StaffRole = "admin" | "editor" | "faculty" | "grievance_officer";

/** A staff account. Emails are stored lower-case; the hash is argon2id in PHC form. */
export interface StaffUserTable {
  id: string;
  email: string;
  password_hash: string;
  role: StaffRole;
  /** JSON array of notice section keys an editor may publish to. */
  sections: Generated<string>;
  /** The faculty member a faculty account speaks for. */
  faculty_id: string | null;
  /** A grievance officer's campus (a slug, or head-office); null: every campus (migration 0014). */
  grievance_campus: string | null;
  /** What the audit log calls the person ("Registrar"); null: their email (migration 0015). */
  name: string | null;
  /** JSON array of the page groups an editor may change (common/api/content.ts). */
  page_groups: Generated<string>;
  /** 0 or 1. */
  disabled: Generated<number>;
  last_sign_in_at: string | null;
  /** Tokens carry the generation they were issued in; a password reset moves it on. */
  session_generation: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Secrets made once and shared by every instance (the token signing key). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** One failed sign-in, per subject (`address:…` or `account:…`). */
export interface LoginFailureTable {
  subject: string;
  failed_at: string;
  /** The sign-in that counted it, so a right password takes back its own rows (null before migration 0010). */
  attempt: string | null;
}

/** A subject refused sign-in until `locked_until`. */
export interface LoginLockTable {
  subject: string;
  locked_until: string;
}

/** A signed-out token, kept until it would have expired anyway. */
export interface RevokedTokenTable {
  token_id: string;
  expires_at: string;
}

/**
 * A console sign-in in the browser (migration 0018, decision 0155): the hash of its
 * cookie, its CSRF token, and when it was last used and ends at the latest.
 */
export interface StaffSessionTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  /** The account's session_generation at sign-in: a later password reset ends the session. */
  session_generation: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** One write by staff (or a sign-in event); rows are only ever added. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON: `{ before?, after? }` summaries of the target. */
  summary: string;
  client_address: string | null;
  created_at: string;
}

/** The last number handed out per counter (`GRV-2026`). */
export interface ReferenceCounterTable {
  name: string;
  value: number;
}

export type GrievanceStatus = "received" | "in_review" | "resolved" | "closed";

export interface GrievanceTable {
  id: string;
  /** GRV-<year>-<6 digits>, what the submitter quotes. */
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  role: "student" | "staff" | "applicant" | "other";
  campus: string | null;
  category: string;
  subject: string;
  description: string;
  status: Generated<GrievanceStatus>;
  public_reply: string | null;
  internal_note: string | null;
  /** When it should be resolved by: its filing plus GRIEVANCE_DUE_DAYS then (migration 0049). */
  due_at: string;
  /** The officer (or admin) handling it; null: nobody yet. */
  assigned_to: string | null;
  /** The language of the form's page: the messages about the grievance are in it (migration 0030). */
  language: Generated<MailLanguage>;
  created_at: string;
  updated_at: string;
}

/** A grievance's file: private, so not in `stored_file` (whose files are public). */
export interface GrievanceAttachmentTable {
  grievance_id: string;
  content: Uint8Array;
  content_type: string;
  size: number;
  name: string;
}

export type AlumniStatus = "new" | "verified" | "rejected";

export interface AlumniRegistrationTable {
  id: string;
  email: string;
  name: string;
  programme: string;
  year_of_passing: number;
  current_organisation: string | null;
  /** 0 or 1: agreed to be contacted by the university. */
  consent: number;
  /** An admin's review (decision 0112). */
  status: Generated<AlumniStatus>;
  internal_note: string | null;
  /** The language of the form's page (migration 0030). */
  language: Generated<MailLanguage>;
  /** When the address's owner followed the link sent to it; null: unconfirmed. */
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The result of a public form's first submission under an idempotency token (a double click stores once). */
export interface FormReceiptTable {
  token: string;
  form: string;
  result: string;
  created_at: string;
}

/** One accepted public form post (or status look-up) by a client address: the budgets every process shares. */
export interface FormSubmissionTable {
  id: string;
  client: string;
  /** Which budget it counts against: a form's name, or the status look-up's. */
  form: string;
  created_at: string;
}

/**
 * One save of an information page in one language (decision 0145): revision 1 is the
 * content folder's text, and the page shows its latest published revision.
 */
export interface PageRevisionTable {
  id: string;
  /** The page's path in lower case (common/api/content.ts, pageKey). */
  path: string;
  language: "en" | "hi";
  number: number;
  title: string;
  description: string;
  /** Markdown. */
  body: string;
  /** 1 published, 0 a draft. */
  published: number;
  author_id: string | null;
  /** The author's name (or email) when saved, or "content folder" for the seed's text. */
  author_name: string;
  restored_from: number | null;
  created_at: string;
}

/** The home page's event pop-up: one row (docs/decisions/0167). */
export interface EventPopupTable {
  id: string;
  enabled: number;
  /** The resized poster (stored_file); null: the poster shipped with the pages. */
  poster_id: string | null;
  /** The same poster at the pop-up's own size, for screens that need no more. */
  poster_small_id: string | null;
  poster_width: number | null;
  poster_height: number | null;
  link: string | null;
  alt_en: string;
  alt_hi: string;
  /** YYYY-MM-DD in India, inclusive; null: no limit. */
  show_from: string | null;
  show_until: string | null;
  updated_at: string;
}

/**
 * An entry of one of the home page's lists (docs/decisions/0136): a header picture (title: its
 * alt text), an achievement or a partner (title: its name), at `position` in its block.
 */
export interface HomeBlockItemTable {
  block: "header-images" | "achievements" | "partners";
  position: number;
  /** The picture shipped with the site (or a partner's drawing) by its name; null: uploaded. */
  shipped: string | null;
  /** The uploaded picture at twice the page's size and at the page's size (stored_file). */
  image_id: string | null;
  image_small_id: string | null;
  image_width: number | null;
  image_height: number | null;
  title_en: string;
  title_hi: string;
  text_en: string | null;
  text_hi: string | null;
  link: string | null;
}

/** One of the five officers with a page of their own (migration 0020); a name null is not yet published. */
export interface OfficialTable {
  /** The office: chancellor, vice-chancellor, registrar, coe, cof (common/api/officials.ts). */
  id: string;
  name_en: string | null;
  name_hi: string | null;
  designation_en: string;
  designation_hi: string;
  email: string | null;
  phone: string | null;
  /** The portrait at the officer's page's size, and at the smaller size lists use (stored_file). */
  photo_id: string | null;
  photo_small_id: string | null;
  sort_order: number;
  updated_at: string;
}

/** A member of a committee or authority (common/api/officials.ts, committees), listed by `position`. */
export interface CommitteeMemberTable {
  id: string;
  committee: string;
  name_en: string;
  name_hi: string | null;
  designation_en: string;
  designation_hi: string | null;
  email: string | null;
  phone: string | null;
  photo_id: string | null;
  photo_small_id: string | null;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A day of the holiday calendar (migration 0020). */
export interface HolidayTable {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  name_en: string;
  name_hi: string;
  created_at: string;
  updated_at: string;
}

/**
 * One thing the search finds (docs/decisions/0151): a page in one language, or a notice,
 * programme, department, person or campus in both. Written in the transaction of each write
 * to its record; SQLite mirrors the terms into an FTS5 table, PostgreSQL into a tsvector.
 */
export interface SearchEntryTable {
  /** `<kind>:<language or any>:<ref>`. */
  id: string;
  kind: "page" | "notice" | "programme" | "department" | "person" | "campus";
  /** The record's id, or a page's path. */
  ref: string;
  /** A page's language; null for a record shown in both. */
  language: "en" | "hi" | null;
  title: string;
  title_hi: string | null;
  /** Plain text the snippet is cut from. */
  body: string;
  /** Where the result leads: a page's canonical path (without /hi), or a notice's file or link. */
  path: string;
  /** A notice's section. */
  section: string | null;
  /** A notice's date of publication. */
  dated: string | null;
  /** 1: a notice archived by staff. */
  archived: number;
  /** A notice's end: past it, the notice is archived too (migration 0042). */
  valid_until: string | null;
  /** The title's terms (search-terms.ts), space-separated: they weigh more. */
  title_terms: string;
  /** Every term of the entry, space-separated. */
  terms: string;
}

/** A per-address request limit's count on PostgreSQL, shared by every instance (migration 0037). */
export interface RequestCountTable {
  /** The limit and the client address. */
  key: string;
  /** Milliseconds since the epoch (PostgreSQL's bigint, which node-postgres reads as text). */
  window_started_at: string | number;
  window_ms: number;
  count: number;
}

export type MailLanguage = "en" | "hi";

export type MailState = "pending" | "sent" | "failed" | "skipped";

/**
 * A message from the transaction that caused it until it is delivered (migration 0030,
 * decision 0200): its text is made from `kind` and `payload` as it is sent.
 */
export interface MailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  recipient_name: Generated<string>;
  language: MailLanguage;
  /** As the admins' list shows it. */
  subject: string;
  /** JSON: what the kind's text says (a reference, a status); never a link's token. */
  payload: string;
  /** The account, registration or subscription the message's link acts on; its token is made as it goes out. */
  link_target: string | null;
  state: Generated<MailState>;
  /** Tries begun, the one in hand included. */
  attempts: Generated<number>;
  /** When it is due (again). */
  next_attempt_at: string;
  /** The sender's try that holds it, until `claimed_until`: then another may take it. */
  claim_id: string | null;
  claimed_until: string | null;
  last_error: string | null;
  /** The Message-ID header, the same on every try. */
  message_id: string;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** A link sent by mail: the SHA-256 of its token, what it does to which record, its end and its use. */
export interface MailLinkTable {
  token_hash: string;
  purpose: string;
  target_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One "forgot your password" ask, per subject (`address:…` and `account:…`), for its limits. */
export interface PasswordResetRequestTable {
  id: string;
  subject: string;
  asked_at: string;
}

/** A visitor's subscription to a notice board by mail (migration 0031, decision 0205). */
export interface BoardSubscriptionTable {
  id: string;
  /** A key of common/notice-subscriptions.ts. */
  board: string;
  email: string;
  language: MailLanguage;
  /** In every message's unsubscribe link: it can only end this subscription. */
  unsubscribe_token: string;
  created_at: string;
  /** When the address's owner followed the confirmation link; null: nothing is sent yet. */
  confirmed_at: string | null;
}

export interface Database {
  campus: CampusTable;
  department_school: DepartmentSchoolTable;
  department: DepartmentTable;
  faculty: FacultyTable;
  program: ProgramTable;
  program_campus: ProgramCampusTable;
  stored_file: StoredFileTable;
  request_count: RequestCountTable;
  notice: NoticeTable;
  seed_part: SeedPartTable;
  staff_user: StaffUserTable;
  app_secret: AppSecretTable;
  login_failure: LoginFailureTable;
  login_lock: LoginLockTable;
  revoked_token: RevokedTokenTable;
  staff_session: StaffSessionTable;
  audit_log: AuditLogTable;
  reference_counter: ReferenceCounterTable;
  grievance: GrievanceTable;
  grievance_attachment: GrievanceAttachmentTable;
  alumni_registration: AlumniRegistrationTable;
  form_receipt: FormReceiptTable;
  form_submission: FormSubmissionTable;
  page_revision: PageRevisionTable;
  search_entry: SearchEntryTable;
  official: OfficialTable;
  committee_member: CommitteeMemberTable;
  holiday: HolidayTable;
  event_popup: EventPopupTable;
  home_block_item: HomeBlockItemTable;
  notice_file_text: NoticeFileTextTable;
  notice_text_revision: NoticeTextRevisionTable;
  mail_outbox: MailOutboxTable;
  mail_link: MailLinkTable;
  password_reset_request: PasswordResetRequestTable;
  board_subscription: BoardSubscriptionTable;
}
