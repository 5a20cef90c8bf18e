import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { grievanceStatuses, type Grievance, type GrievancePage } from "#common/api/grievance.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { ExportCsvButton } from "./export-csv-button.tsx";
import { optionalText, StatusSelect, TextareaField } from "./fields.tsx";
import { FormDialogButton } from "./form-dialog.tsx";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { useRecordChange } from "./record-change.ts";

type Status = (typeof grievanceStatuses)[number];

function HandleGrievance({ grievance }: { grievance: Grievance }) {
  const { t } = useI18n();
  const save = useRecordChange(
    `/grievances/${grievance._id}`,
    "grievances",
    t("console.grievances.saved", { reference: grievance.reference }),
  );
  const id = (name: string) => `grievance-${grievance._id}-${name}`;
  return (
    <FormDialogButton
      label={t("console.grievances.handle")}
      title={t("console.grievances.handleTitle", { reference: grievance.reference })}
      placement="top"
      submitLabel={t("console.list.save")}
      pending={save.isPending}
      onSubmit={(form, close) =>
        save.mutate(
          {
            status: form.get("status"),
            public_reply: optionalText(form, "public_reply"),
            internal_note: optionalText(form, "internal_note"),
          },
          { onSuccess: close },
        )
      }
    >
      <p className="font-medium text-slate-900">{grievance.subject}</p>
      <p className="text-sm text-slate-700">
        {grievance.name} · {grievance.email} · {grievance.category}
      </p>
      <div>
        <h3 className="font-medium text-slate-900">{t("console.grievances.description")}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-700">{grievance.description}</p>
      </div>
      <StatusSelect
        id={id("status")}
        label={t("console.grievances.status")}
        name="status"
        defaultValue={grievance.status}
        statuses={grievanceStatuses}
        statusLabel={(status) => t(`console.grievances.statuses.${status}`)}
      />
      <TextareaField
        id={id("reply")}
        label={t("console.grievances.publicReply")}
        name="public_reply"
        rows={3}
        maxLength={10000}
        defaultValue={grievance.public_reply ?? ""}
      />
      <TextareaField
        id={id("note")}
        label={t("console.grievances.internalNote")}
        name="internal_note"
        rows={3}
        maxLength={10000}
        defaultValue={grievance.internal_note ?? ""}
      />
    </FormDialogButton>
  );
}

/** /admin/grievances: grievances by status, each handled in a dialog, and the CSV export (admins). */
export function Grievances() {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const [status, setStatus] = useState<Status | "">("");
  const list = useQuery({
    queryKey: [consoleQueryKey, "grievances", status],
    queryFn: () => call<GrievancePage>(`/grievances?limit=200${status ? `&status=${status}` : ""}`),
  });
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <StatusSelect
          id="grievance-status"
          label={t("console.grievances.status")}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status | "")}
          statuses={grievanceStatuses}
          statusLabel={(key) => t(`console.grievances.statuses.${key}`)}
          allLabel={t("console.grievances.allStatuses")}
        />
        <ExportCsvButton path="/grievances/export.csv" fileName="grievances.csv">
          {t("console.grievances.exportCsv")}
        </ExportCsvButton>
      </div>
      {list.isError ? <LoadFailed /> : null}
      {list.data?.grievances.length === 0 ? <EmptyList>{t("console.grievances.empty")}</EmptyList> : null}
      {list.data && list.data.grievances.length > 0 ? (
        <ScrollTable
          columns={[
            ...(["reference", "received", "from", "subject", "status"] as const).map((column) =>
              t(`console.grievances.${column}`),
            ),
            t("console.notice.actions"),
          ]}
        >
          {list.data.grievances.map((grievance) => (
            <tr key={grievance._id}>
              <th scope="row" className={`${tableCellClass} font-mono font-medium whitespace-nowrap`}>
                {grievance.reference}
              </th>
              <td className={`${tableCellClass} whitespace-nowrap`}>{formatDate(grievance.created_at, language)}</td>
              <td className={`${tableCellClass} break-all`}>{grievance.name}</td>
              <td className={tableCellClass}>{grievance.subject}</td>
              <td className={tableCellClass}>{t(`console.grievances.statuses.${grievance.status}`)}</td>
              <td className={tableCellClass}>
                <HandleGrievance grievance={grievance} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </div>
  );
}
