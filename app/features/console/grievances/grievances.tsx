import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { toast } from "../shell/toast.ts";
import {
  grievanceCategories,
  grievanceStatuses,
  type Grievance,
  type GrievanceDetail,
  type GrievanceHistoryEntry,
  type GrievanceOfficer,
  type GrievancePage,
} from "#common/api/grievance.ts";
import { useI18n, type Translate } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { ConsolePager } from "../shell/console-pager.tsx";
import { DetailList, DetailRow } from "../shell/detail-list.tsx";
import { ExportCsvButton } from "../shell/export-csv-button.tsx";
import { optionalText, SelectField, StatusSelect, TextareaField } from "../shell/fields.tsx";
import { FormDialogButton } from "../shell/form-dialog.tsx";
import { campusName, GrievanceCampusSelect, isGrievanceCampus } from "../shell/grievance-campuses.tsx";
import { secondaryButtonClass } from "../shell/form-styles.ts";
import { EmptyList, LoadFailed } from "../shell/list-notes.tsx";
import { useListParameters } from "../shell/list-parameters.ts";
import { formatMoment } from "../shell/moment.ts";
import { useRecordChange } from "../shell/record-change.ts";

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
    [t("console.grievances.received"), formatMoment(grievance.created_at, language)],
    [
      t("console.grievances.due"),
      `${formatDate(grievance.due_at, language)}${grievance.overdue ? ` (${t("console.grievances.overdue")})` : ""}`,
    ],
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
        {formatMoment(entry.at, language)} · {entry.by ?? t("console.audit.system")}
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
      {entry.changed.includes("assigned_to") ? (
        <p>
          {entry.assigned_to
            ? t("console.grievances.assignedChanged", { name: entry.assigned_to })
            : t("console.grievances.unassigned")}
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
          <p className="text-sm">{formatMoment(grievance.created_at, language)}</p>
          <p>{t("console.grievances.submitted")}</p>
        </li>
        {detail.data?.grievance.history.map((entry) => (
          <HistoryEntry key={entry.at} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

/** Who a grievance may be assigned to: the officers (and admins) who handle its campus. */
function AssigneeSelect({
  id,
  grievance,
  officers,
}: {
  id: string;
  grievance: Grievance;
  officers: GrievanceOfficer[];
}) {
  const { t } = useI18n();
  const handling = officers.filter(
    (officer) => officer.grievance_campus === null || officer.grievance_campus === grievance.campus,
  );
  return (
    <SelectField
      id={id}
      label={t("console.grievances.assignedTo")}
      name="assigned_to"
      defaultValue={grievance.assigned_to?._id ?? ""}
    >
      <option value="">{t("console.grievances.nobody")}</option>
      {handling.map((officer) => (
        <option key={officer._id} value={officer._id}>
          {officer.name ? `${officer.name} (${officer.email})` : officer.email}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A grievance's dialog: what the citizen gave, the history, and the handling: status, the reply the
 * citizen sees (as it stands, to change), the officer it is assigned to, and a new internal note,
 * empty each time (the earlier ones are in the history; leaving it empty keeps the last).
 */
function HandleGrievance({ grievance, officers }: { grievance: Grievance; officers: GrievanceOfficer[] }) {
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
            internal_note: optionalText(form, "internal_note") ?? undefined,
            assigned_to: String(form.get("assigned_to") ?? "") || null,
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
      <AssigneeSelect id={id("assignee")} grievance={grievance} officers={officers} />
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
        label={t("console.grievances.newNote")}
        name="internal_note"
        rows={3}
        maxLength={10000}
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
  const { get, page, set: setParameter } = useListParameters<"status" | "campus" | "assigned" | "order">();
  const statusParameter = get("status");
  const campusParameter = get("campus");
  const assignedToMe = get("assigned") === "me";
  // Newest first, as grievances arrive, unless the soonest due are asked for first (decision 0248).
  const order = get("order") === "due" ? "due" : "newest";
  const status = isStatus(statusParameter) ? statusParameter : "";
  const ownCampus = user.role === "grievance_officer" ? user.grievance_campus : null;
  const campus = ownCampus ?? (isGrievanceCampus(campusParameter) ? campusParameter : "");

  const query = new URLSearchParams({ page: String(page), limit: String(pageSize), sort: order });
  if (status) query.set("status", status);
  if (campus && !ownCampus) query.set("campus", campus);
  if (assignedToMe) query.set("assigned", "me");
  const list = useQuery({
    queryKey: [consoleQueryKey, "grievances", query.toString()],
    queryFn: () => call<GrievancePage>(`/grievances?${query.toString()}`),
  });
  const officers = useQuery({
    queryKey: [consoleQueryKey, "grievances", "officers"],
    queryFn: () => call<{ officers: GrievanceOfficer[] }>("/grievances/officers"),
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
        <SelectField
          id="grievance-assigned"
          label={t("console.grievances.mine")}
          value={assignedToMe ? "me" : ""}
          onChange={(event) => setParameter("assigned", event.target.value)}
        >
          <option value="">{t("console.grievances.mineAll")}</option>
          <option value="me">{t("console.grievances.mineOnly")}</option>
        </SelectField>
        <SelectField
          id="grievance-order"
          label={t("console.grievances.order")}
          value={order}
          onChange={(event) => setParameter("order", event.target.value === "newest" ? "" : event.target.value)}
        >
          <option value="newest">{t("console.grievances.orders.newest")}</option>
          <option value="due">{t("console.grievances.orders.due")}</option>
        </SelectField>
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
            ...(["reference", "received", "due", "from", "campus", "subject", "status", "assignedTo"] as const).map(
              (column) => t(`console.grievances.${column}`),
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
              <td className={`${tableCellClass} whitespace-nowrap`}>
                <span className={grievance.overdue ? "font-semibold text-red-800" : undefined}>
                  {formatDate(grievance.due_at, language)}
                </span>
                {grievance.overdue ? (
                  <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                    {t("console.grievances.overdue")}
                  </span>
                ) : null}
              </td>
              <td className={`${tableCellClass} break-all`}>{grievance.name}</td>
              <td className={tableCellClass}>{grievance.campus ? campusName(t, language, grievance.campus) : "—"}</td>
              <td className={tableCellClass}>{grievance.subject}</td>
              <td className={tableCellClass}>{t(`console.grievances.statuses.${grievance.status}`)}</td>
              <td className={tableCellClass}>
                {grievance.assigned_to?._id === user._id ? (
                  <span className="rounded bg-brand px-2 py-0.5 text-sm font-semibold text-white">
                    {t("console.grievances.assignedToYou")}
                  </span>
                ) : grievance.assigned_to ? (
                  (grievance.assigned_to.name ?? grievance.assigned_to.email)
                ) : (
                  t("console.grievances.nobody")
                )}
              </td>
              <td className={tableCellClass}>
                <HandleGrievance grievance={grievance} officers={officers.data?.officers ?? []} />
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
