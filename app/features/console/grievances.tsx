import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { toast } from "sonner";
import {
  grievanceCategories,
  grievanceStatuses,
  type Grievance,
  type GrievanceDetail,
  type GrievanceHistoryEntry,
  type GrievancePage,
} from "#common/api/grievance.ts";
import { useI18n, type Translate } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { ConsolePager } from "./console-pager.tsx";
import { DetailList, DetailRow } from "./detail-list.tsx";
import { ExportCsvButton } from "./export-csv-button.tsx";
import { optionalText, StatusSelect, TextareaField } from "./fields.tsx";
import { FormDialogButton } from "./form-dialog.tsx";
import { campusName, GrievanceCampusSelect, isGrievanceCampus } from "./grievance-campuses.tsx";
import { secondaryButtonClass } from "./form-styles.ts";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { useListParameters } from "./list-parameters.ts";
import { useRecordChange } from "./record-change.ts";

type Status = (typeof grievanceStatuses)[number];

const pageSize = 50;

function categoryName(t: Translate, category: string): string {
  const known = grievanceCategories.find((key) => key === category);
  return known ? t(`grievance.categories.${known}`) : category;
}

const isStatus = (value: string | null): value is Status => grievanceStatuses.some((status) => status === value);

/** What the citizen gave, as a list of terms: the dialog's first part. */
function Submission({ grievance }: { grievance: Grievance }) {
  const { t, language } = useI18n();
  const { download } = useConsole();
  const { attachment } = grievance;
  const saveAttachment = () =>
    attachment &&
    download(`/grievances/${grievance._id}/attachment`, attachment.name).catch((error: Error) =>
      toast.error(t("console.errors.generic", { message: error.message })),
    );
  const details: Array<[string, string]> = [
    [t("console.grievances.name"), grievance.name],
    [t("console.grievances.email"), grievance.email],
    [t("console.grievances.phone"), grievance.phone ?? "—"],
    [t("console.grievances.submittedAs"), t(`grievance.roles.${grievance.role}`)],
    [t("console.grievances.campus"), grievance.campus ? campusName(t, language, grievance.campus) : "—"],
    [t("console.grievances.category"), categoryName(t, grievance.category)],
    [t("console.grievances.received"), formatDate(grievance.created_at, language)],
  ];
  return (
    <>
      <p className="font-medium text-slate-900">{grievance.subject}</p>
      <DetailList details={details}>
        <DetailRow term={t("console.grievances.attachment")}>
          <dd>
            {attachment ? (
              <button type="button" onClick={() => void saveAttachment()} className={secondaryButtonClass}>
                <Download aria-hidden="true" className="me-2 size-4" />
                {t("console.grievances.downloadAttachment", { name: attachment.name })}
              </button>
            ) : (
              t("console.grievances.noAttachment")
            )}
          </dd>
        </DetailRow>
      </DetailList>
      <div>
        <h3 className="font-medium text-slate-900">{t("console.grievances.description")}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-700">{grievance.description}</p>
      </div>
    </>
  );
}

function HistoryEntry({ entry }: { entry: GrievanceHistoryEntry }) {
  const { t, language } = useI18n();
  const statusName = (status: Status) => t(`console.grievances.statuses.${status}`);
  return (
    <li className="border-s-2 border-hairline ps-3">
      <p className="text-sm text-slate-700">
        {formatDate(entry.at, language)} · {entry.by ?? t("console.audit.system")}
      </p>
      {entry.changed.includes("status") ? (
        <p>
          {t("console.grievances.statusChanged", {
            from: statusName(entry.previous_status),
            to: statusName(entry.status),
          })}
        </p>
      ) : null}
      {entry.changed.includes("public_reply") ? (
        <p className="whitespace-pre-line">
          <span className="font-medium">{t("console.grievances.publicReply")}:</span>{" "}
          {entry.public_reply ?? t("console.grievances.cleared")}
        </p>
      ) : null}
      {entry.changed.includes("internal_note") ? (
        <p className="whitespace-pre-line">
          <span className="font-medium">{t("console.grievances.internalNote")}:</span>{" "}
          {entry.internal_note ?? t("console.grievances.cleared")}
        </p>
      ) : null}
    </li>
  );
}

/** The history of status changes and replies, fetched when the dialog opens. */
function History({ grievance }: { grievance: Grievance }) {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const detail = useQuery({
    queryKey: [consoleQueryKey, "grievances", "detail", grievance._id],
    queryFn: () => call<{ grievance: GrievanceDetail }>(`/grievances/${grievance._id}`),
  });
  return (
    <section aria-labelledby={`grievance-${grievance._id}-history`}>
      <h3 id={`grievance-${grievance._id}-history`} className="font-medium text-slate-900">
        {t("console.grievances.history")}
      </h3>
      {detail.isError ? <LoadFailed /> : null}
      <ol className="mt-2 space-y-2 text-slate-700">
        <li className="border-s-2 border-hairline ps-3">
          <p className="text-sm">{formatDate(grievance.created_at, language)}</p>
          <p>{t("console.grievances.submitted")}</p>
        </li>
        {detail.data?.grievance.history.map((entry) => (
          <HistoryEntry key={entry.at} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

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
      <Submission grievance={grievance} />
      <History grievance={grievance} />
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

/**
 * /admin/grievances: grievances by status and campus (both in the URL, so a filtered list can
 * be shared), each handled in a dialog, and the CSV export. An officer of one campus sees
 * that campus's grievances only, and no campus filter (decision 0140).
 */
export function Grievances() {
  const { t, language } = useI18n();
  const { call, user } = useConsole();
  const { get, page, set: setParameter } = useListParameters<"status" | "campus">();
  const statusParameter = get("status");
  const campusParameter = get("campus");
  const status = isStatus(statusParameter) ? statusParameter : "";
  const ownCampus = user.role === "grievance_officer" ? user.grievance_campus : null;
  const campus = ownCampus ?? (isGrievanceCampus(campusParameter) ? campusParameter : "");

  const query = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  if (status) query.set("status", status);
  if (campus && !ownCampus) query.set("campus", campus);
  const list = useQuery({
    queryKey: [consoleQueryKey, "grievances", status, campus, page],
    queryFn: () => call<GrievancePage>(`/grievances?${query.toString()}`),
  });
  const grievances = list.data?.grievances ?? [];
  return (
    <div className="mt-6 space-y-4">
      {ownCampus ? (
        <p className="text-slate-700">
          {t("console.grievances.ownCampus", { campus: campusName(t, language, ownCampus) })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <StatusSelect
          id="grievance-status"
          label={t("console.grievances.status")}
          value={status}
          onChange={(event) => setParameter("status", event.target.value)}
          statuses={grievanceStatuses}
          statusLabel={(key) => t(`console.grievances.statuses.${key}`)}
          allLabel={t("console.grievances.allStatuses")}
        />
        {ownCampus ? null : (
          <GrievanceCampusSelect
            id="grievance-campus"
            label={t("console.grievances.campus")}
            t={t}
            language={language}
            everyLabel={t("console.grievances.allCampuses")}
            value={campus}
            onChange={(event) => setParameter("campus", event.target.value)}
          />
        )}
        <ExportCsvButton path="/grievances/export.csv" fileName="grievances.csv">
          {t("console.grievances.exportCsv")}
        </ExportCsvButton>
      </div>
      {list.isError ? <LoadFailed /> : null}
      {list.data && list.data.pagination.total === 0 ? <EmptyList>{t("console.grievances.empty")}</EmptyList> : null}
      {grievances.length > 0 ? (
        <ScrollTable
          label={t("console.grievances.title")}
          columns={[
            ...(["reference", "received", "from", "campus", "subject", "status"] as const).map((column) =>
              t(`console.grievances.${column}`),
            ),
            t("console.notice.actions"),
          ]}
        >
          {grievances.map((grievance) => (
            <tr key={grievance._id}>
              <th scope="row" className={`${tableCellClass} font-mono font-medium whitespace-nowrap`}>
                {grievance.reference}
              </th>
              <td className={`${tableCellClass} whitespace-nowrap`}>{formatDate(grievance.created_at, language)}</td>
              <td className={`${tableCellClass} break-all`}>{grievance.name}</td>
              <td className={tableCellClass}>{grievance.campus ? campusName(t, language, grievance.campus) : "—"}</td>
              <td className={tableCellClass}>{grievance.subject}</td>
              <td className={tableCellClass}>{t(`console.grievances.statuses.${grievance.status}`)}</td>
              <td className={tableCellClass}>
                <HandleGrievance grievance={grievance} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      <ConsolePager
        label={t("console.grievances.title")}
        pagination={list.data?.pagination}
        page={page}
        onPage={(next) => setParameter("page", String(next))}
      />
    </div>
  );
}
