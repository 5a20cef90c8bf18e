import { jobPortalSectionKeys, noticeSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import type { StaffUser } from "#common/api/staff.ts";
import type { Translate } from "#app/i18n/i18n.tsx";

/** The sections an account may publish in: every one for an admin, an editor's own. */
export function sectionsOf(user: StaffUser): ReadonlyArray<NoticeSectionKey> {
  if (user.role === "admin") return noticeSectionKeys;
  return noticeSectionKeys.filter((key) => user.sections.includes(key));
}

export function sectionLabel(t: Translate, key: NoticeSectionKey): string {
  return t(`notices.sections.${key}`);
}

/** The extra fields a section's notices carry, by the board they appear on. */
export function sectionFields(key: NoticeSectionKey | "") {
  const jobPortal = (jobPortalSectionKeys as ReadonlyArray<string>).includes(key);
  return {
    lastDate: jobPortal || key === "tenders",
    vacancies: jobPortal,
    apply: jobPortal,
    order: key === "ad office orders",
  };
}
