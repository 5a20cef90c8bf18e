import { grievanceCampuses } from "#common/api/grievance.ts";
import { campusFacts } from "#common/campus-facts.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Translate } from "#app/i18n/i18n.tsx";
import { SelectField } from "./fields.tsx";

const campusBySlug = new Map(campusFacts.map((campus) => [campus.slug, campus]));

/**
 * A grievance's campus (a slug, or head-office) in words, in the page's language (the
 * head office's from the grievance form's messages); anything else as it was typed.
 */
export function campusName(t: Translate, language: Language, campus: string): string {
  if (campus === "head-office") return t("grievance.headOffice");
  const fact = campusBySlug.get(campus);
  if (!fact) return campus;
  return language === "hi" ? fact.nameHi : fact.name;
}

export const isGrievanceCampus = (value: string | null): value is (typeof grievanceCampuses)[number] =>
  grievanceCampuses.some((campus) => campus === value);

/** A select of the campuses, with an empty first choice that stands for every campus. */
export function GrievanceCampusSelect({
  t,
  language,
  everyLabel,
  ...select
}: {
  id: string;
  label: string;
  t: Translate;
  language: Language;
  everyLabel: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <SelectField {...select}>
      <option value="">{everyLabel}</option>
      {grievanceCampuses.map((campus) => (
        <option key={campus} value={campus}>
          {campusName(t, language, campus)}
        </option>
      ))}
    </SelectField>
  );
}
