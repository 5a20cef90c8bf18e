import { useI18n } from "#app/i18n/i18n.tsx";

/** A person's name in both languages; either may be unset until staff publish it. */
export type PersonNames = { name_en: string | null; name_hi: string | null };

/**
 * The name in the page's language, else in the other marked with its `lang`; where staff
 * have published none, `notPublished` says so rather than a name being made up.
 */
export function PersonName({ person, notPublished }: { person: PersonNames; notPublished: string }) {
  const { language } = useI18n();
  const own = language === "hi" ? person.name_hi : person.name_en;
  const other = language === "hi" ? person.name_en : person.name_hi;
  if (own) return <>{own}</>;
  if (other) return <span lang={language === "hi" ? "en" : "hi"}>{other}</span>;
  return <>{notPublished}</>;
}

/** The name as text for an image's label: the page's language first, then the other, then `fallback`. */
export function personNameText(person: PersonNames, language: "en" | "hi", fallback: string): string {
  return (language === "hi" ? (person.name_hi ?? person.name_en) : (person.name_en ?? person.name_hi)) ?? fallback;
}
