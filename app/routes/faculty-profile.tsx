import type { Route } from "./+types/faculty-profile";
import { FacultyAvatar, fullName } from "../features/academics/faculty-person.tsx";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localName, LocalTextSpan, RecordName } from "#app/shared/ui/record-name.tsx";
import { localDesignation } from "#app/shared/data-labels.ts";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["academics"] } satisfies MessagesHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const person = await services.faculty.find(params.id);
  if (!person) recordNotFound();
  return { person };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const { person } = loaderData;
  const name = fullName(person);
  const language = languageOfPath(location.pathname);
  const department = localName(person.dept_id, language).text;
  const designation = localDesignation(person.designation, language).text;
  return pageMeta(name, t("academics.profileMeta", { name, designation, department }));
}

export const ErrorBoundary = RecordErrorBoundary;

/** A member of the faculty: photograph or initials, designation, department, contact, qualifications, expertise. */
export default function FacultyProfile({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData;
  const { t, language } = useI18n();
  const english = language === "hi" ? "en" : undefined;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <LocalLink to={pagePath("facultiesDepartments")} className="text-brand underline">
          {t("academics.backToDirectory")}
        </LocalLink>
      </p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <FacultyAvatar person={person} size={128} />
        <div>
          <h1 className="text-h2 font-bold text-slate-900">{fullName(person)}</h1>
          <p className="mt-1 text-lg text-slate-700">
            <LocalTextSpan value={localDesignation(person.designation, language)} />
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold">{t("academics.department")}</dt>
            <dd>
              <LocalLink to={`/dept/${person.dept_id._id}`} className="text-brand underline">
                <RecordName record={person.dept_id} />
              </LocalLink>
            </dd>
            <dt className="font-semibold">{t("academics.email")}</dt>
            <dd>
              <a href={`mailto:${person.email}`} className="break-all text-brand underline">
                {person.email}
              </a>
            </dd>
          </dl>
        </div>
      </div>
      {person.profile ? (
        <section aria-labelledby="profile" className={`${cardClass} mt-8 p-4`}>
          <h2 id="profile" className="text-h4 font-bold text-slate-900">
            {t("academics.profile")}
          </h2>
          <p className="mt-2 text-slate-700" lang={english}>
            {person.profile}
          </p>
        </section>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(
          [
            ["qualifications", person.qualifications],
            ["expertise", person.areas_of_expertise],
          ] as const
        ).map(([key, items]) =>
          items.length > 0 ? (
            <section key={key} aria-labelledby={key} className={`${cardClass} p-4`}>
              <h2 id={key} className="text-h4 font-bold text-slate-900">
                {t(`academics.${key}`)}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" lang={english}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </div>
    </main>
  );
}
