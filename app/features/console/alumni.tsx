import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { alumniStatuses, type Alumni } from "#common/api/grievance.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { Badge } from "#app/shared/ui/badge.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { ExportCsvButton } from "./export-csv-button.tsx";
import { optionalText, StatusSelect, TextareaField } from "./fields.tsx";
import { FormDialogButton } from "./form-dialog.tsx";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { useRecordChange } from "./record-change.ts";

type Status = (typeof alumniStatuses)[number];

/** One registration in full, with its status and internal note to set (decision 0112). */
function ReviewRegistration({ person }: { person: Alumni }) {
  const { t, language } = useI18n();
  const save = useRecordChange(`/alumni/${person._id}`, "alumni", t("console.alumni.saved", { name: person.name }));
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
    <FormDialogButton
      label={t("console.alumni.review")}
      title={t("console.alumni.reviewTitle", { name: person.name })}
      placement="top"
      submitLabel={t("console.list.save")}
      pending={save.isPending}
      onSubmit={(form, close) =>
        save.mutate(
          { status: form.get("status"), internal_note: optionalText(form, "internal_note") },
          { onSuccess: close },
        )
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-900">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <StatusSelect
        id={id("status")}
        label={t("console.alumni.status")}
        name="status"
        defaultValue={person.status}
        statuses={alumniStatuses}
        statusLabel={(status) => t(`console.alumni.statuses.${status}`)}
      />
      <TextareaField
        id={id("note")}
        label={t("console.alumni.internalNote")}
        name="internal_note"
        rows={3}
        maxLength={10000}
        defaultValue={person.internal_note ?? ""}
      />
    </FormDialogButton>
  );
}

/**
 * /admin/alumni: alumni registrations by status, each reviewed in a dialog, and the CSV
 * export (admins). A registration whose email others share is marked: the reviewer keeps
 * one and rejects the rest as duplicates (decision 0115).
 */
export function AlumniRegistrations() {
  const { t } = useI18n();
  const { call } = useConsole();
  const [status, setStatus] = useState<Status | "">("");
  const list = useQuery({
    queryKey: [consoleQueryKey, "alumni", status],
    queryFn: () => call<{ alumni: Alumni[] }>(`/alumni${status ? `?status=${status}` : ""}`),
  });
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <StatusSelect
          id="alumni-status"
          label={t("console.alumni.status")}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status | "")}
          statuses={alumniStatuses}
          statusLabel={(key) => t(`console.alumni.statuses.${key}`)}
          allLabel={t("console.alumni.allStatuses")}
        />
        <ExportCsvButton path="/alumni/export.csv" fileName="alumni.csv">
          {t("console.alumni.exportCsv")}
        </ExportCsvButton>
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
              <td className={tableCellClass}>
                {t(`console.alumni.statuses.${person.status}`)}
                {person.other_registrations > 0 ? (
                  <span className="mt-1 block">
                    <Badge tone="accent">
                      {t("console.alumni.possibleDuplicate", { count: String(person.other_registrations) })}
                    </Badge>
                  </span>
                ) : null}
              </td>
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
