import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { alumniStatuses, type Alumni } from "#common/api/grievance.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { fieldClass, labelClass, primaryButtonClass, secondaryButtonClass } from "./form-styles.ts";

type Status = (typeof alumniStatuses)[number];

/** One registration in full, with its status and internal note to set (decision 0112). */
function ReviewRegistration({ person }: { person: Alumni }) {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (change: object) =>
      call<{ alumni: Alumni }>(`/alumni/${person._id}`, { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: async () => {
      toast.success(t("console.alumni.saved", { name: person.name }));
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey, "alumni"] });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const id = (name: string) => `alumni-${person._id}-${name}`;
  const details: Array<[string, string | number]> = [
    [t("console.alumni.programme"), person.programme],
    [t("console.alumni.year"), person.year_of_passing],
    [t("console.alumni.email"), person.email],
    [t("console.alumni.organisation"), person.current_organisation ?? "—"],
    [t("console.alumni.registered"), formatDate(person.created_at, language)],
    [t("console.alumni.updated"), formatDate(person.updated_at, language)],
  ];
  return (
    <DialogButton
      label={t("console.alumni.review")}
      buttonClassName={secondaryButtonClass}
      title={t("console.alumni.reviewTitle", { name: person.name })}
      placement="top"
    >
      {(close) => (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            save.mutate(
              { status: form.get("status"), internal_note: String(form.get("internal_note") ?? "").trim() || null },
              { onSuccess: close },
            );
          }}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-900">{term}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <label htmlFor={id("status")} className={labelClass}>
              {t("console.alumni.status")}
            </label>
            <select id={id("status")} name="status" defaultValue={person.status} className={fieldClass}>
              {alumniStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`console.alumni.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id("note")} className={labelClass}>
              {t("console.alumni.internalNote")}
            </label>
            <textarea
              id={id("note")}
              name="internal_note"
              rows={3}
              maxLength={10000}
              defaultValue={person.internal_note ?? ""}
              className={fieldClass}
            />
          </div>
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {t("console.list.save")}
          </button>
        </form>
      )}
    </DialogButton>
  );
}

/** /admin/alumni: alumni registrations by status, each reviewed in a dialog, and the CSV export (admins). */
export function AlumniRegistrations() {
  const { t } = useI18n();
  const { call, download } = useConsole();
  const [status, setStatus] = useState<Status | "">("");
  const list = useQuery({
    queryKey: [consoleQueryKey, "alumni", status],
    queryFn: () => call<{ alumni: Alumni[] }>(`/alumni${status ? `?status=${status}` : ""}`),
  });
  const exportCsv = () =>
    download("/alumni/export.csv", "alumni.csv").catch((error: Error) =>
      toast.error(t("console.errors.generic", { message: error.message })),
    );
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="alumni-status" className={labelClass}>
            {t("console.alumni.status")}
          </label>
          <select
            id="alumni-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as Status | "")}
            className={fieldClass}
          >
            <option value="">{t("console.alumni.allStatuses")}</option>
            {alumniStatuses.map((key) => (
              <option key={key} value={key}>
                {t(`console.alumni.statuses.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => void exportCsv()} className={secondaryButtonClass}>
          {t("console.alumni.exportCsv")}
        </button>
      </div>
      {list.isError ? <LoadFailed /> : null}
      {list.data?.alumni.length === 0 ? <EmptyList>{t("console.alumni.empty")}</EmptyList> : null}
      {list.data && list.data.alumni.length > 0 ? (
        <ScrollTable
          label={t("console.alumni.title")}
          columns={[
            ...(["name", "programme", "year", "email", "organisation", "status"] as const).map((column) =>
              t(`console.alumni.${column}`),
            ),
            t("console.notice.actions"),
          ]}
        >
          {list.data.alumni.map((person) => (
            <tr key={person._id}>
              <th scope="row" className={`${tableCellClass} font-medium`}>
                {person.name}
              </th>
              <td className={tableCellClass}>{person.programme}</td>
              <td className={tableCellClass}>{person.year_of_passing}</td>
              <td className={`${tableCellClass} break-all`}>{person.email}</td>
              <td className={tableCellClass}>{person.current_organisation ?? "—"}</td>
              <td className={tableCellClass}>{t(`console.alumni.statuses.${person.status}`)}</td>
              <td className={tableCellClass}>
                <ReviewRegistration person={person} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </div>
  );
}
