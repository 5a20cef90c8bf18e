import { useI18n } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";

/** Text in the page's language; `lang` is "en" when a Hindi page falls back to the English. */
export type LocalText = { text: string; lang?: "en" };

/** The Hindi on a Hindi page where there is some; otherwise the English, marked as English on a Hindi page. */
export function localText(english: string, hindi: string | null | undefined, language: Language): LocalText {
  if (language === "hi") return hindi ? { text: hindi } : { text: english, lang: "en" };
  return { text: english };
}

/** Shows text chosen by `localText`, in a `lang="en"` span when it is English on a Hindi page. */
export function LocalTextSpan({ value, className }: { value: LocalText; className?: string }) {
  return value.lang || className ? (
    <span lang={value.lang} className={className}>
      {value.text}
    </span>
  ) : (
    <>{value.text}</>
  );
}

/** A record from the database with its English name and, where someone has written one, its Hindi name. */
export type NamedRecord = { name: string; name_hi?: string | null };

/** The name to show in the page's language; `lang` is "en" when a Hindi page falls back to the English name. */
export function localName(record: NamedRecord, language: Language): LocalText {
  return localText(record.name, record.name_hi, language);
}

/** A record's name in the page's language, marked `lang="en"` when a Hindi page has only the English name. */
export function RecordName({ record }: { record: NamedRecord }) {
  const { language } = useI18n();
  return <LocalTextSpan value={localName(record, language)} />;
}
