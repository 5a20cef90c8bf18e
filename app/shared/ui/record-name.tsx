import { useI18n } from "#app/i18n/i18n.tsx";

/** A record from the database with its English name and, where someone has written one, its Hindi name. */
export type NamedRecord = { name: string; name_hi?: string | null };

/** The name to show in the page's language; `lang` is "en" when a Hindi page falls back to the English name. */
export function localName(record: NamedRecord, language: "en" | "hi"): { text: string; lang?: "en" } {
  if (language === "hi") return record.name_hi ? { text: record.name_hi } : { text: record.name, lang: "en" };
  return { text: record.name };
}

/** A record's name in the page's language, marked `lang="en"` when a Hindi page has only the English name. */
export function RecordName({ record }: { record: NamedRecord }) {
  const { language } = useI18n();
  const { text, lang } = localName(record, language);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
