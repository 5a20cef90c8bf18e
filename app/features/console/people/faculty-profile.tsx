import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { toast } from "../shell/toast.ts";
import type { Department, Faculty } from "#common/api/academics.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { ApiFailure } from "../shell/api.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, TextareaField } from "../shell/fields.tsx";
import { primaryButtonClass } from "../shell/form-styles.ts";
import { LoadFailed } from "../shell/list-notes.tsx";

const profileKey = [consoleQueryKey, "faculty", "me"];

/** A textarea's lines, trimmed, without blank ones. */
const linesOf = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function DepartmentOverview({ department }: { department: Department }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (overview: string) =>
      call(`/departments/${department._id}/overview`, { method: "PUT", body: JSON.stringify({ overview }) }),
    onSuccess: async () => {
      toast.success(t("console.profile.overviewSaved"));
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey, "departments"] });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  return (
    <section aria-labelledby="department-overview" className="rounded-xl border border-hairline bg-card p-4 sm:p-6">
      <h2 id="department-overview" className="text-h4 font-bold text-slate-900">
        {t("console.profile.departmentTitle", { name: department.name })}
      </h2>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          save.mutate(String(new FormData(event.currentTarget).get("overview") ?? ""));
        }}
      >
        <TextareaField
          id="department-overview-text"
          label={t("console.profile.overview")}
          name="overview"
          required
          rows={8}
          maxLength={20000}
          defaultValue={department.overview}
        />
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {t("console.profile.saveOverview")}
        </button>
      </form>
    </section>
  );
}

/** /admin/profile: a faculty member edits what their public profile shows; a head of department also the overview. */
export function FacultyProfileEditor() {
  const { t } = useI18n();
  const { call, session } = useConsole();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: () => call<{ faculty: Faculty }>("/faculty/me"),
    retry: false,
  });
  const departments = useQuery({
    queryKey: [consoleQueryKey, "departments"],
    queryFn: () => call<{ departments: Department[] }>("/departments"),
  });
  const save = useMutation({
    mutationFn: (change: object) =>
      call<{ faculty: Faculty }>("/faculty/me", { method: "PUT", body: JSON.stringify(change) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKey, answer);
      toast.success(t("console.profile.saved"));
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const headOf = departments.data?.departments.filter(
    (department) => department.hod?.toLowerCase() === session.email.toLowerCase(),
  );

  if (profile.error instanceof ApiFailure && profile.error.status === 404) {
    return <p className="mt-6 text-slate-700">{t("console.profile.noProfile")}</p>;
  }
  if (profile.isError) return <LoadFailed className="mt-6" />;
  const faculty = profile.data?.faculty;
  if (!faculty) return <div aria-hidden="true" className="mt-6 h-60 animate-pulse rounded-xl bg-slate-200" />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      designation: String(form.get("designation") ?? "").trim(),
      qualifications: linesOf(form.get("qualifications")),
      areas_of_expertise: linesOf(form.get("areas_of_expertise")),
      profile: String(form.get("profile") ?? ""),
    });
  };

  return (
    <div className="mt-6 max-w-3xl space-y-6">
      <p className="text-slate-700">{t("console.profile.intro")}</p>
      <section
        aria-label={`${faculty.salutation} ${faculty.firstname} ${faculty.surname}`.trim()}
        className="rounded-xl border border-hairline bg-card p-4 sm:p-6"
      >
        <p className="text-h4 font-bold text-slate-900">
          {`${faculty.salutation} ${faculty.firstname} ${faculty.surname}`.trim()}
        </p>
        <p className="text-slate-700">{faculty.dept_id.name}</p>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <InputField
            id="profile-designation"
            label={t("console.profile.designation")}
            name="designation"
            required
            maxLength={200}
            defaultValue={faculty.designation}
          />
          <TextareaField
            id="profile-qualifications"
            label={t("console.profile.qualifications")}
            name="qualifications"
            rows={4}
            defaultValue={faculty.qualifications.join("\n")}
          />
          <TextareaField
            id="profile-expertise"
            label={t("console.profile.expertise")}
            name="areas_of_expertise"
            rows={4}
            defaultValue={faculty.areas_of_expertise.join("\n")}
          />
          <TextareaField
            id="profile-text"
            label={t("console.profile.profile")}
            name="profile"
            rows={8}
            maxLength={10000}
            defaultValue={faculty.profile}
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
              {t("console.profile.save")}
            </button>
            <LocalLink to={`/faculty/${faculty._id}`} className="text-brand underline">
              {t("console.profile.viewPublic")}
            </LocalLink>
          </div>
        </form>
      </section>
      {headOf?.map((department) => (
        <DepartmentOverview key={department._id} department={department} />
      ))}
    </div>
  );
}
