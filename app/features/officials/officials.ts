import type { OfficeId } from "#common/api/officials.ts";
import { pagePath } from "#common/page-lookup.ts";

/** The university's officers with a page of their own, as the messages name them. */
export const offices = ["chancellor", "viceChancellor", "registrar", "coe", "cof"] as const;
export type Office = (typeof offices)[number];

/** Each office's record in the database and the API (common/api/officials.ts). */
export const officeIdOf: Record<Office, OfficeId> = {
  chancellor: "chancellor",
  viceChancellor: "vice-chancellor",
  registrar: "registrar",
  coe: "coe",
  cof: "cof",
};

/**
 * What each page shows below the portrait: the Chancellor and the
 * Vice-Chancellor address visitors; the other officers' pages list what the
 * office is responsible for.
 */
export const officeBody: Record<Office, "message" | "responsibilities"> = {
  chancellor: "message",
  viceChancellor: "message",
  registrar: "responsibilities",
  coe: "responsibilities",
  cof: "responsibilities",
};

/** Each office's text has four points: paragraphs of a message, or responsibilities. */
export const officePoints = ["1", "2", "3", "4"] as const;

/** The pages, as the specification spells them; the short and the /administration paths show the same officer. */
export const officialPages: ReadonlyArray<{ path: string; office: Office }> = [
  { path: pagePath("chancellorShort"), office: "chancellor" },
  { path: pagePath("chancellor"), office: "chancellor" },
  { path: pagePath("viceChancellorShort"), office: "viceChancellor" },
  { path: pagePath("viceChancellor"), office: "viceChancellor" },
  { path: pagePath("registrar"), office: "registrar" },
  { path: pagePath("coe"), office: "coe" },
  { path: pagePath("cof"), office: "cof" },
];
