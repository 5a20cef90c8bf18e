import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { grievanceStatuses, type Grievance, type GrievancePage } from "#common/api/grievance.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { fieldClass, labelClass, primaryButtonClass, secondaryButtonClass } from "./form-styles.ts";

type Status = (typeof grievanceStatuses)[number];

function HandleGrievance({ grievance }: { grievance: Grievance }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (change: object) =>
      call<{ grievance: Grievance }>(`/grievances/${grievance._id}`, { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: async () => {
      toast.success(t("console.grievances.saved", { reference: grievance.reference }));
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey, "grievances"] });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const id = (name: string) => `grievance-${grievance._id}-${name}`;
  return (
    <DialogButton
      label={t("console.grievances.handle")}
      buttonClassName={secondaryButtonClass}
      title={t("console.grievances.handleTitle", { reference: grievance.reference })}
      placement="top"
    >
      {(close) => (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const text = (name: string) => String(form.get(name) ?? "").trim() || null;
            save.mutate(
              { status: form.get("status"), public_reply: text("public_reply"), internal_note: text("internal_note") },
              { onSuccess: close },
            );
          }}
        >
          <p className="font-medium text-slate-900">{grievance.subject}</p>
          <p className="text-sm text-slate-700">
            {grievance.name} · {grievance.email} · {grievance.category}
          </p>
          <div>
            <h3 className="font-medium text-slate-900">{t("console.grievances.description")}</h3>
            <p className="mt-1 whitespace-pre-line text-slate-700">{grievance.description}</p>
          </div>
          <div>
            <label htmlFor={id("status")} className={labelClass}>
              {t("console.grievances.status")}
            </label>
            <select id={id("status")} name="status" defaultValue={grievance.status} className={fieldClass}>
              {grievanceStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`console.grievances.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id("reply")} className={labelClass}>
              {t("console.grievances.publicReply")}
            </label>
            <textarea
              id={id("reply")}
              name="public_reply"
              rows={3}
              maxLength={10000}
              defaultValue={grievance.public_reply ?? ""}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={id("note")} className={labelClass}>
              {t("console.grievances.internalNote")}
            </label>
            <textarea
              id={id("note")}
              name="internal_note"
              rows={3}
              maxLength={10000}
              defaultValue={grievance.internal_note ?? ""}
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

/** /admin/grievances: grievances by status, each handled in a dialog, and the CSV export (admins). */
export function Grievances() {
  const { t, language } = useI18n();
  const { call, download } = useConsole();
  const [status, setStatus] = useState<Status | "">("");
  const list = useQuery({
    queryKey: [consoleQueryKey, "grievances", status],
    queryFn: () => call<GrievancePage>(`/grievances?limit=200${status ? `&status=${status}` : ""}`),
  });
  const exportCsv = () =>
    download("/grievances/export.csv", "grievances.csv").catch((error: Error) =>
      toast.error(t("console.errors.generic", { message: error.message })),
    );
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="grievance-status" className={labelClass}>
            {t("console.grievances.status")}
          </label>
          <select
            id="grievance-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as Status | "")}
            className={fieldClass}
          >
            <option value="">{t("console.grievances.allStatuses")}</option>
            {grievanceStatuses.map((key) => (
              <option key={key} value={key}>
                {t(`console.grievances.statuses.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => void exportCsv()} className={secondaryButtonClass}>
          {t("console.grievances.exportCsv")}
        </button>
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
