import type { Official } from "#common/api/officials.ts";
import { Portrait } from "#app/shared/ui/portrait.tsx";
import { PersonName, personNameText } from "#app/shared/ui/person-name.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { HomeSection } from "#app/shared/ui/home-section.tsx";
import { pagePath } from "#common/page-lookup.ts";

const leaders = [
  { office: "chancellor", id: "chancellor", path: pagePath("chancellorShort") },
  { office: "viceChancellor", id: "vice-chancellor", path: pagePath("viceChancellorShort") },
] as const;

/**
 * The Chancellor's and the Vice-Chancellor's messages: the opening of each, leading to the full
 * page, under the holder's name and photograph as staff recorded them.
 */
export function LeaderMessages({ officials }: { officials: ReadonlyArray<Official> }) {
  const { t, language } = useI18n();
  return (
    <HomeSection id="messages" title={t("home.messagesTitle")}>
      <div className="grid gap-4 md:grid-cols-2">
        {leaders.map(({ office, id, path }) => {
          const title = t(`officials.${office}.title`);
          const official = officials.find((entry) => entry._id === id);
          const holder = official ?? { name_en: null, name_hi: null, photo: null };
          return (
            <article key={office} className={`${cardClass} flex flex-col gap-4 p-5 sm:flex-row`}>
              <Portrait
                photo={holder.photo}
                label={
                  holder.photo
                    ? t("officials.photo", { name: personNameText(holder, language, title) })
                    : t("officials.portrait", { office: title })
                }
                size={96}
              />
              <div className="flex flex-col">
                <h3 className="text-h4 font-bold text-slate-900">{t("home.messageFrom", { office: title })}</h3>
                <p className="text-sm font-semibold text-navy">
                  <PersonName person={holder} notPublished={t("officials.notYetPublished")} />
                </p>
                <p className="mt-2 line-clamp-4 text-slate-700">{t(`officials.${office}.points.1`)}</p>
                <LocalLink
                  to={path}
                  className="mt-auto inline-flex min-h-11 items-center pt-2 font-semibold text-brand underline"
                >
                  {t("officials.readMessage")}
                  <span className="sr-only">: {title}</span>
                </LocalLink>
              </div>
            </article>
          );
        })}
      </div>
    </HomeSection>
  );
}
