import type { Committee } from "#common/api/officials.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cardClass } from "#app/shared/ui/card.tsx";
import { PersonName, personNameText } from "#app/shared/ui/person-name.tsx";
import { Portrait } from "#app/shared/ui/portrait.tsx";
import { LocalTextSpan, localText } from "#app/shared/ui/record-name.tsx";

/**
 * A committee's members as staff list them in the console, in their order: photograph where
 * there is one, name, designation and contacts; where none is listed, the page says the
 * names are yet to be published.
 */
export function CommitteeMembers({ committee }: { committee: Committee }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="committee-members" className="mt-8">
      <h2 id="committee-members" className="text-h3 font-bold text-slate-900">
        {t("officials.members")}
      </h2>
      {committee.members.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("officials.noMembers")}</p>
      ) : (
        <ol id={`members-${committee.key}`} className="mt-4 grid list-none gap-3 p-0 sm:grid-cols-2">
          {committee.members.map((member) => (
            <li key={member._id} className={`${cardClass} flex items-start gap-4 p-4`}>
              {member.photo ? (
                <Portrait
                  photo={member.photo}
                  label={t("officials.photo", { name: personNameText(member, language, member.designation_en) })}
                  size={72}
                />
              ) : null}
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <PersonName person={member} notPublished={t("officials.notYetPublished")} />
                </p>
                <p className="text-slate-700">
                  <LocalTextSpan value={localText(member.designation_en, member.designation_hi, language)} />
                </p>
                {member.email ? (
                  <p>
                    <span className="sr-only">{t("officials.email")}: </span>
                    <a href={`mailto:${member.email}`} className="break-all text-brand underline">
                      {member.email}
                    </a>
                  </p>
                ) : null}
                {member.phone ? (
                  <p>
                    <span className="sr-only">{t("officials.phone")}: </span>
                    <a href={`tel:${member.phone.replace(/[^\d+]/g, "")}`} className="text-brand underline">
                      {member.phone}
                    </a>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
