import type { Faculty } from "#common/api/academics.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localDesignation } from "#app/shared/data-labels.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { LocalTextSpan } from "#app/shared/ui/record-name.tsx";

/** The full name as the specification shows it: salutation, first name and surname joined. */
export function fullName(person: Pick<Faculty, "salutation" | "firstname" | "surname">): string {
  return [person.salutation, person.firstname, person.surname].filter(Boolean).join(" ");
}

/** Up to two letters: the first of the first name and of the surname. */
export function initialsOf(person: Pick<Faculty, "firstname" | "surname">): string {
  return [person.firstname, person.surname]
    .map((part) => part.trim().charAt(0))
    .join("")
    .toUpperCase();
}

/** Whether a person matches every word of a directory search (name, designation, department in either language, expertise). */
export function facultyMatches(person: Faculty, words: readonly string[]): boolean {
  const department = [person.dept_id.name, person.dept_id.name_hi ?? ""];
  const haystack = [fullName(person), person.designation, ...department, ...person.areas_of_expertise]
    .join(" ")
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The avatar's sizes in pixels, with their classes (the CSP allows no inline styles). */
const avatarSizes = {
  48: { box: "size-12", text: "text-lg" },
  56: { box: "size-14", text: "text-xl" },
  128: { box: "size-32", text: "text-5xl" },
} as const;

/** The person's photograph, or a circle with their initials when there is none. */
export function FacultyAvatar({
  person,
  size,
}: {
  person: Pick<Faculty, "salutation" | "firstname" | "surname" | "photo">;
  size: keyof typeof avatarSizes;
}) {
  const { t } = useI18n();
  const name = fullName(person);
  if (person.photo) {
    return (
      <img
        src={person.photo}
        width={size}
        height={size}
        alt={t("academics.photoOf", { name })}
        loading="lazy"
        className={`${avatarSizes[size].box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t("academics.noPhoto", { name })}
      className={`${avatarSizes[size].box} ${avatarSizes[size].text} flex shrink-0 items-center justify-center rounded-full bg-navy font-bold text-white`}
    >
      <span aria-hidden="true">{initialsOf(person)}</span>
    </span>
  );
}

type ListedPerson = Pick<Faculty, "_id" | "salutation" | "firstname" | "surname" | "photo" | "designation">;

/** A person side by side with their photograph: the name leading to their profile, and the designation. */
export function FacultySummary({ person, size }: { person: ListedPerson; size: keyof typeof avatarSizes }) {
  const { language } = useI18n();
  return (
    <>
      <FacultyAvatar person={person} size={size} />
      <div className="min-w-0">
        <LocalLink to={`/faculty/${person._id}`} className="font-semibold text-brand underline">
          {fullName(person)}
        </LocalLink>
        <p className="text-sm text-slate-700">
          <LocalTextSpan value={localDesignation(person.designation, language)} />
        </p>
      </div>
    </>
  );
}

/** A person in a list of cards (the directory, a department's page). */
export function FacultyCard({ person }: { person: ListedPerson }) {
  return (
    <li className={`${cardClass} flex items-center gap-3 p-3`}>
      <FacultySummary person={person} size={48} />
    </li>
  );
}
