import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "../shell/toast.ts";
import type { Department, Program, ProgramYears } from "#common/api/academics.ts";
import { mayEditProgrammes, type ProgramChange } from "#common/api/program-edit.ts";
import { hasPublishedYears } from "#common/programs.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, SelectField, TextareaField } from "../shell/fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { useHeldWhileEdited } from "../shell/held-while-edited.ts";
import { LoadFailed } from "../shell/list-notes.tsx";

const programsKey = [consoleQueryKey, "programs"] as const;
const departmentsKey = [consoleQueryKey, "departments"] as const;

/** A year's semesters as the editor holds them: each semester's courses as lines of text. */
type DraftYear = Array<{ semester: number; courses: string }>;

const courseLine = (course: { code: string; title: string; credits: number }) =>
  `${course.code} | ${course.title} | ${course.credits}`;

function toDraft(years: ProgramYears): DraftYear[] {
  return Object.entries(years)
    .toSorted(([a], [b]) => Number(a) - Number(b))
    .map(([, { semesters }]) =>
      semesters.map(({ semester, courses }) => ({ semester, courses: courses.map(courseLine).join("\n") })),
    );
}

/** The structure the API takes, or the first line that is not "code | title | credits". */
function fromDraft(draft: DraftYear[]): ProgramYears | { year: number; semester: number; line: number } {
  const years: ProgramYears = {};
  for (const [yearIndex, semesters] of draft.entries()) {
    const parsed = [];
    for (const { semester, courses } of semesters) {
      const list = [];
      for (const [lineIndex, line] of courses.split("\n").entries()) {
        if (line.trim() === "") continue;
        const [code, title, credits, ...rest] = line.split("|").map((part) => part.trim());
        const number = Number(credits);
        if (!code || !title || credits === "" || !Number.isFinite(number) || rest.length > 0) {
          return { year: yearIndex + 1, semester, line: lineIndex + 1 };
        }
        list.push({ code, title, credits: number });
      }
      parsed.push({ semester, courses: list });
    }
    years[String(yearIndex + 1)] = { semesters: parsed };
  }
  return years;
}

/** /admin/programmes: one programme at a time, its names, facts and structure (docs/decisions/0166). */
export function ProgrammeEditor() {
  const { t } = useI18n();
  const { call, user } = useConsole();
  const chooserId = useId();
  const [chosen, setChosen] = useState("");
  const programs = useQuery({ queryKey: programsKey, queryFn: () => call<{ programs: Program[] }>("/program") });
  const {
    shown: program,
    edit,
    release,
  } = useHeldWhileEdited(
    programs.data?.programs.find((entry) => entry._id === chosen),
    chosen,
  );
  // The server refuses the others' writes (403); the page says so rather than offer a form that cannot save.
  if (!mayEditProgrammes(user)) return <p className="mt-6 text-slate-800">{t("console.programmes.notAllowed")}</p>;
  if (programs.isError) return <LoadFailed />;
  if (!programs.data) return <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200" />;
  return (
    <div className="mt-6 space-y-6">
      <p className="max-w-3xl text-slate-700">{t("console.programmes.intro")}</p>
      <SelectField
        id={chooserId}
        className="max-w-xl"
        label={t("console.programmes.choose")}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
      >
        <option value="">—</option>
        {programs.data.programs.map((entry) => (
          <option key={entry._id} value={entry._id}>
            {entry.code === null ? entry.name : `${entry.name} (${entry.code})`}
          </option>
        ))}
      </SelectField>
      {program ? (
        <ProgrammeForm
          key={`${program._id}:${JSON.stringify(program)}`}
          program={program}
          onEdit={edit}
          onSaved={release}
        />
      ) : null}
    </div>
  );
}

type ProgrammeFormProps = {
  program: Program;
  /** Called on every change to the form's fields or structure. */
  onEdit: () => void;
  onSaved: () => void;
};

function ProgrammeForm({ program, onEdit, onSaved }: ProgrammeFormProps) {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const departments = useQuery({
    queryKey: departmentsKey,
    queryFn: () => call<{ departments: Department[] }>("/departments"),
  });
  const [published, setPublished] = useState(hasPublishedYears(program));
  const [draft, setDraftState] = useState<DraftYear[]>(() =>
    hasPublishedYears(program) ? toDraft(program.years) : [[{ semester: 1, courses: "" }]],
  );
  const setDraft: typeof setDraftState = (update) => {
    onEdit();
    setDraftState(update);
  };
  const id = (field: string) => `programme-${program._id}-${field}`;

  const save = useMutation({
    mutationFn: (change: ProgramChange) =>
      call<{ program: Program }>(`/program/${program._id}`, { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: async ({ program: saved }) => {
      toast.success(t("console.programmes.saved", { name: saved.name }));
      onSaved();
      await queryClient.invalidateQueries({ queryKey: programsKey });
    },
    onError: (error: Error) => toast.error(error.message),
  });

  const setSemester = (yearIndex: number, semesterIndex: number, courses: string) =>
    setDraft((years) =>
      years.map((year, y) =>
        y === yearIndex ? year.map((entry, s) => (s === semesterIndex ? { ...entry, courses } : entry)) : year,
      ),
    );
  const nextSemester = (years: DraftYear[]) => Math.max(0, ...years.flat().map((entry) => entry.semester)) + 1;

  return (
    <form
      className="space-y-4 rounded-xl border border-hairline bg-card p-4"
      onChange={onEdit}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "");
        const intake = text("intake").trim();
        let years: ProgramYears | null = null;
        if (published) {
          const structure = fromDraft(draft);
          if ("line" in structure && typeof structure.line === "number") {
            const { year, semester, line } = structure as { year: number; semester: number; line: number };
            toast.error(t("console.programmes.badCourse", { year, semester, line }));
            return;
          }
          years = structure as ProgramYears;
        }
        save.mutate({
          name: text("name"),
          name_hi: text("name_hi"),
          code: text("code"),
          // Left as it is until the departments have loaded, so a save then cannot clear it.
          ...(departments.data ? { department_id: text("department_id") || null } : {}),
          duration: text("duration"),
          intake: intake === "" ? null : Number(intake),
          eligibility: text("eligibility"),
          eligibility_hi: text("eligibility_hi"),
          years,
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={id("name")}
          label={t("console.programmes.name")}
          name="name"
          defaultValue={program.name}
          required
        />
        <InputField
          id={id("name-hi")}
          label={t("console.programmes.nameHi")}
          name="name_hi"
          lang="hi"
          defaultValue={program.name_hi ?? ""}
        />
        <InputField
          id={id("code")}
          label={t("console.programmes.code")}
          name="code"
          defaultValue={program.code ?? ""}
        />
        <SelectField
          id={id("department")}
          label={t("console.programmes.department")}
          name="department_id"
          defaultValue={program.dept_id?._id ?? ""}
          disabled={!departments.data}
        >
          <option value="">{t("console.programmes.noDepartment")}</option>
          {program.dept_id && !departments.data ? (
            <option value={program.dept_id._id}>{program.dept_id.name}</option>
          ) : null}
          {(departments.data?.departments ?? [])
            .toSorted((a, b) => a.name.localeCompare(b.name, "en"))
            .map((department) => (
              <option key={department._id} value={department._id}>
                {language === "hi" && department.name_hi ? department.name_hi : department.name}
              </option>
            ))}
        </SelectField>
        <InputField
          id={id("duration")}
          label={t("console.programmes.duration")}
          name="duration"
          defaultValue={program.duration ?? ""}
        />
        <InputField
          id={id("intake")}
          label={t("console.programmes.intake")}
          name="intake"
          type="number"
          min={0}
          max={10000}
          step={1}
          defaultValue={program.intake ?? ""}
        />
        <TextareaField
          id={id("eligibility")}
          label={t("console.programmes.eligibility")}
          name="eligibility"
          rows={3}
          defaultValue={program.eligibility ?? ""}
        />
        <TextareaField
          id={id("eligibility-hi")}
          label={t("console.programmes.eligibilityHi")}
          name="eligibility_hi"
          lang="hi"
          rows={3}
          defaultValue={program.eligibility_hi ?? ""}
        />
      </div>
      <fieldset className="space-y-3 rounded border border-hairline p-3">
        <legend className="px-1 font-medium text-slate-900">{t("console.programmes.structure")}</legend>
        <label className="flex min-h-11 items-center gap-2 text-slate-900">
          <input type="checkbox" checked={published} onChange={(event) => setPublished(event.currentTarget.checked)} />
          {t("console.programmes.published")}
        </label>
        {published
          ? draft.map((semesters, yearIndex) => (
              <fieldset key={yearIndex} className="space-y-3 rounded border border-hairline p-3">
                <legend className="px-1 font-medium text-slate-900">
                  {t("console.programmes.year", { number: yearIndex + 1 })}
                </legend>
                {semesters.map((entry, semesterIndex) => (
                  <TextareaField
                    key={entry.semester}
                    id={id(`year-${yearIndex + 1}-semester-${entry.semester}`)}
                    label={`${t("console.programmes.semester", { number: entry.semester })}: ${t("console.programmes.courses")}`}
                    rows={4}
                    className="font-mono"
                    value={entry.courses}
                    onChange={(event) => setSemester(yearIndex, semesterIndex, event.currentTarget.value)}
                  />
                ))}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() =>
                      setDraft((years) =>
                        years.map((year, y) =>
                          y === yearIndex ? [...year, { semester: nextSemester(years), courses: "" }] : year,
                        ),
                      )
                    }
                  >
                    {t("console.programmes.addSemester")}
                  </button>
                  {draft.length > 1 ? (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => setDraft((years) => years.filter((_, y) => y !== yearIndex))}
                    >
                      {t("console.programmes.removeYear", { number: yearIndex + 1 })}
                    </button>
                  ) : null}
                </div>
              </fieldset>
            ))
          : null}
        {published && draft.length < 6 ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setDraft((years) => [...years, [{ semester: nextSemester(years), courses: "" }]])}
          >
            {t("console.programmes.addYear")}
          </button>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {t("console.programmes.save")}
        </button>
        <a href={localizePath(`/programs/${program._id}`, language)} className="text-brand underline">
          {t("console.programmes.viewPage")}
        </a>
      </div>
    </form>
  );
}
