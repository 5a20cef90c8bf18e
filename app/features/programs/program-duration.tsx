import { useI18n } from "#app/i18n/i18n.tsx";
import { localDuration } from "#app/shared/data-labels.ts";
import { LocalTextSpan } from "#app/shared/ui/record-name.tsx";

/**
 * "Duration: 3 years", "अवधि: 3 वर्ष": a wording the Hindi page cannot translate stays English,
 * marked so; a duration not yet published says so.
 */
export function ProgramDuration({ duration }: { duration: string | null }) {
  const { t, language } = useI18n();
  return (
    <>
      {t("programs.duration")}:{" "}
      {duration === null ? t("programs.toBePublished") : <LocalTextSpan value={localDuration(duration, language)} />}
    </>
  );
}
