import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "../shell/toast.ts";
import type { Department, Faculty } from "#common/api/academics.ts";
import type { FacultyImportAnswer, FacultyImportRow, ImportOutcome } from "#common/api/faculty-edit.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, SelectField, TextareaField } from "../shell/fields.tsx";
import { FormDialogButton } from "../shell/form-dialog.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { LoadFailed } from "../shell/list-notes.tsx";

const facultyKey = [consoleQueryKey, "faculty"] as const;
const departmentsKey = [consoleQueryKey, "departments"] as const;
/** How many people the edit list shows at once; the search narrows the rest. */
const shownPeople = 25;

/** Refused rows first (what needs fixing), then changes, additions and the unchanged, each in file order. */
const outcomeOrder: Record<ImportOutcome, number> = { refuse: 0, change: 1, create: 2, unchanged: 3 };
const byOutcome = (a: FacultyImportRow, b: FacultyImportRow) =>
  outcomeOrder[a.outcome] - outcomeOrder[b.outcome] || a.line - b.line;

/** /admin/faculty: add and change many people from a CSV file, or one by one (docs/decisions/0165). */
export function FacultyConsole() {
  return (
    <div className="mt-6 space-y-12">
      <FacultyImport />
      <FacultyEditList />
    </div>
  );
}

/** Upload → the server's row-by-row preview (nothing written) → confirm, which writes the acceptable rows. */
function FacultyImport() {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<FacultyImportAnswer>();
  const [formKey, setFormKey] = useState(0);

  const send = (dryRun: boolean) =>
    call<FacultyImportAnswer>(`/faculty/import${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      // Labelled text/csv whatever the browser calls the file (Windows says application/vnd.ms-excel).
      body: new Blob([file!], { type: "text/csv" }),
    });
  const check = useMutation({
    mutationFn: () => send(true),
    onSuccess: setPreview,
    onError: (error: Error) => toast.error(error.message),
  });
  const run = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (answer) => {
      toast.success(t("console.faculty.imported", answer.counts));
      setPreview(undefined);
      setFile(undefined);
      setFormKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: facultyKey });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const reset = () => {
    setPreview(undefined);
    setFile(undefined);
    setFormKey((key) => key + 1);
  };
  const writable = preview ? preview.counts.create + preview.counts.change : 0;

  return (
    <section aria-labelledby="faculty-import-title">
      <h2 id="faculty-import-title" className="text-xl font-semibold text-navy">
        {t("console.faculty.importTitle")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("console.faculty.importIntro")}</p>
      <form
        key={formKey}
        className="mt-4 flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) check.mutate();
        }}
      >
        <InputField
          id={fileId}
          label={t("console.faculty.file")}
          type="file"
          accept=".csv,text/csv"
          required
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0]);
            setPreview(undefined);
          }}
        />
        <button type="submit" className={primaryButtonClass} disabled={!file || check.isPending}>
          {check.isPending ? t("console.faculty.checking") : t("console.faculty.preview")}
        </button>
      </form>
      {preview ? (
        <section aria-labelledby="faculty-preview-title" className="mt-6">
          <h3 id="faculty-preview-title" className="text-lg font-semibold text-slate-900">
            {t("console.faculty.previewTitle")}
          </h3>
          <p className="mt-1 text-slate-800" role="status">
            {t("console.faculty.counts", preview.counts)} {t("console.faculty.nothingWritten")}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={writable === 0 || run.isPending}
              onClick={() => run.mutate()}
            >
              {run.isPending ? t("console.faculty.importing") : t("console.faculty.confirm", { count: writable })}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={reset}>
              {t("console.faculty.cancel")}
            </button>
          </div>
          <ScrollTable
            className="mt-4"
            caption={t("console.faculty.previewTitle")}
            columns={(["line", "email", "name", "outcome", "details"] as const).map((column) =>
              t(`console.faculty.${column}`),
            )}
            numericColumns={[0]}
          >
            {preview.rows.toSorted(byOutcome).map((row) => (
              <tr key={row.line} data-outcome={row.outcome}>
                <td className={`${tableCellClass} text-right`}>{row.line}</td>
                <td className={tableCellClass}>{row.email}</td>
                <td className={tableCellClass}>{row.name}</td>
                <td className={`${tableCellClass} font-semibold`}>{t(`console.faculty.outcomes.${row.outcome}`)}</td>
                <td className={tableCellClass}>
                  {row.outcome === "refuse" ? row.reasons.join(" ") : row.changes.join(", ")}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </section>
      ) : null}
    </section>
  );
}

const lines = (form: FormData, name: string) =>
  String(form.get(name) ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** One person's record in a dialog: the same fields, and the same checks on the server, as a CSV row. */
function FacultyEditDialog({ person, departments }: { person: Faculty; departments: Department[] }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const name = `${person.firstname} ${person.surname}`;
  const save = useMutation({
    mutationFn: (form: FormData) =>
      call<{ faculty: Faculty }>(`/faculty/${person._id}`, {
        method: "PATCH",
        body: JSON.stringify({
          salutation: String(form.get("salutation") ?? ""),
          firstname: String(form.get("firstname") ?? ""),
          surname: String(form.get("surname") ?? ""),
          email: String(form.get("email") ?? ""),
          department_id: String(form.get("department_id") ?? ""),
          designation: String(form.get("designation") ?? ""),
          qualifications: lines(form, "qualifications"),
          areas_of_expertise: lines(form, "areas_of_expertise"),
          profile: String(form.get("profile") ?? ""),
        }),
      }),
    onSuccess: async ({ faculty }) => {
      toast.success(t("console.faculty.saved", { name: `${faculty.firstname} ${faculty.surname}` }));
      await queryClient.invalidateQueries({ queryKey: facultyKey });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const id = (field: string) => `faculty-${person._id}-${field}`;
  return (
    <FormDialogButton
      label={t("console.faculty.edit")}
      title={t("console.faculty.editDialog", { name })}
      submitLabel={t("console.faculty.save")}
      pending={save.isPending}
      onSubmit={(form, close) => save.mutate(form, { onSuccess: close })}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id={id("salutation")}
          label={t("console.faculty.salutation")}
          name="salutation"
          defaultValue={person.salutation}
        />
        <InputField
          id={id("firstname")}
          label={t("console.faculty.firstname")}
          name="firstname"
          defaultValue={person.firstname}
          required
          data-autofocus
        />
        <InputField
          id={id("surname")}
          label={t("console.faculty.surname")}
          name="surname"
          defaultValue={person.surname}
          required
        />
      </div>
      <InputField
        id={id("email")}
        label={t("console.faculty.email")}
        name="email"
        type="email"
        defaultValue={person.email}
        required
      />
      <SelectField
        id={id("department")}
        label={t("console.faculty.department")}
        name="department_id"
        defaultValue={person.dept_id._id}
      >
        {departments.map((department) => (
          <option key={department._id} value={department._id}>
            {department.name}
          </option>
        ))}
      </SelectField>
      <InputField
        id={id("designation")}
        label={t("console.faculty.designation")}
        name="designation"
        defaultValue={person.designation}
        required
      />
      <TextareaField
        id={id("qualifications")}
        label={t("console.faculty.qualifications")}
        name="qualifications"
        rows={3}
        defaultValue={person.qualifications.join("\n")}
      />
      <TextareaField
        id={id("expertise")}
        label={t("console.faculty.expertise")}
        name="areas_of_expertise"
        rows={3}
        defaultValue={person.areas_of_expertise.join("\n")}
      />
      <TextareaField
        id={id("profile")}
        label={t("console.faculty.profile")}
        name="profile"
        rows={5}
        defaultValue={person.profile}
      />
    </FormDialogButton>
  );
}

/** Everyone, narrowed by a search on name or email, each with an edit button. */
function FacultyEditList() {
  const { t } = useI18n();
  const { call } = useConsole();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const people = useQuery({ queryKey: facultyKey, queryFn: () => call<{ faculty: Faculty[] }>("/faculty?limit=1000") });
  const departments = useQuery({
    queryKey: departmentsKey,
    queryFn: () => call<{ departments: Department[] }>("/departments"),
  });
  if (people.isError || departments.isError) return <LoadFailed />;
  if (!people.data || !departments.data) {
    return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />;
  }
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = people.data.faculty.filter((person) => {
    const text = `${person.salutation} ${person.firstname} ${person.surname} ${person.email}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return (
    <section aria-labelledby="faculty-edit-title">
      <h2 id="faculty-edit-title" className="text-xl font-semibold text-navy">
        {t("console.faculty.editTitle")}
      </h2>
      <InputField
        id={searchId}
        className="mt-3 max-w-md"
        label={t("console.faculty.search")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <p className="mt-2 text-sm text-slate-700" role="status">
        {t("console.faculty.shown", { shown: Math.min(shownPeople, matching.length), count: matching.length })}
      </p>
      <ul className="mt-3 divide-y divide-hairline rounded-lg border border-hairline bg-card">
        {matching.slice(0, shownPeople).map((person) => (
          <li key={person._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span>
              <span className="font-medium text-slate-900">
                {person.salutation} {person.firstname} {person.surname}
              </span>
              <span className="block text-sm text-slate-700">
                {person.designation}, {person.dept_id.name} · {person.email}
              </span>
            </span>
            <FacultyEditDialog person={person} departments={departments.data.departments} />
          </li>
        ))}
      </ul>
    </section>
  );
}
