import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../shell/toast.ts";
import { alumniStatuses, type Alumni, type AlumniDuplicates } from "#common/api/grievance.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { Badge } from "#app/shared/ui/badge.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { DetailList } from "../shell/detail-list.tsx";
import { ExportCsvButton } from "../shell/export-csv-button.tsx";
import { optionalText, StatusSelect, TextareaField } from "../shell/fields.tsx";
import { FormDialogButton } from "../shell/form-dialog.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { EmptyList, LoadFailed } from "../shell/list-notes.tsx";
import { useListParameters } from "../shell/list-parameters.ts";
import { useRecordChange } from "../shell/record-change.ts";

/** One registration in full, with its status and internal note to set (decision 0112). */
function ReviewRegistration({ person }: { person: Alumni }) {
  const { t, language } = useI18n();
  const save = useRecordChange(`/alumni/${person._id}`, "alumni", t("console.alumni.saved", { name: person.name }));
  const id = (name: string) => `alumni-${person._id}-${name}`;
  const details: Array<[string, string | number]> = [
    [t("console.alumni.programme"), person.programme],
    [t("console.alumni.year"), person.year_of_passing],
    [t("console.alumni.email"), person.email],
    [
      t("console.alumni.emailConfirmed"),
      person.confirmed_at ? formatDate(person.confirmed_at, language) : t("console.alumni.unconfirmed"),
    ],
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
      <DetailList details={details} />
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
 * A registration beside its possible duplicates, one column each, with a button under each
 * to keep that one (verified) and reject the others as its duplicates (decision 0142).
 */
function CompareDuplicates({ person }: { person: Alumni }) {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const comparison = useQuery({
    queryKey: [consoleQueryKey, "alumni", "duplicates", person._id],
    queryFn: () => call<AlumniDuplicates>(`/alumni/${person._id}/duplicates`),
  });
  const merge = useMutation({
    mutationFn: ({ keep, reject }: { keep: Alumni; reject: string[] }) =>
      call<AlumniDuplicates>(`/alumni/${keep._id}/merge`, {
        method: "POST",
        body: JSON.stringify({ duplicates: reject }),
      }),
    onSuccess: async (_answer, { keep, reject }) => {
      toast.success(t("console.alumni.merged", { name: keep.name, count: String(reject.length) }));
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey, "alumni"] });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const registrations = comparison.data
    ? [{ ...comparison.data.registration, same: [] }, ...comparison.data.duplicates]
    : [];
  const rows: Array<[string, (registration: Alumni) => string]> = [
    [t("console.alumni.name"), (registration) => registration.name],
    [t("console.alumni.programme"), (registration) => registration.programme],
    [t("console.alumni.year"), (registration) => String(registration.year_of_passing)],
    [t("console.alumni.email"), (registration) => registration.email],
    [t("console.alumni.organisation"), (registration) => registration.current_organisation ?? "—"],
    [t("console.alumni.registered"), (registration) => formatDate(registration.created_at, language)],
    [t("console.alumni.status"), (registration) => t(`console.alumni.statuses.${registration.status}`)],
    [t("console.alumni.internalNote"), (registration) => registration.internal_note ?? "—"],
  ];
  return (
    <DialogButton
      label={t("console.alumni.compare")}
      buttonClassName={secondaryButtonClass}
      title={t("console.alumni.compareTitle", { name: person.name })}
      placement="top"
    >
      {() => (
        <div className="mt-4 space-y-3">
          {comparison.isError ? <LoadFailed /> : null}
          {registrations.length > 0 ? (
            <ScrollTable
              label={t("console.alumni.compareTitle", { name: person.name })}
              columns={[
                t("console.alumni.field"),
                ...registrations.map((registration, index) =>
                  index === 0
                    ? t("console.alumni.thisRegistration")
                    : registration.same.map((reason) => t(`console.alumni.same.${reason}`)).join(", "),
                ),
              ]}
            >
              {rows.map(([term, value]) => (
                <tr key={term}>
                  <th scope="row" className={`${tableCellClass} font-medium whitespace-nowrap`}>
                    {term}
                  </th>
                  {registrations.map((registration) => (
                    <td key={registration._id} className={`${tableCellClass} break-all`}>
                      {value(registration)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className={`${tableCellClass} font-medium`}>
                  {t("console.notice.actions")}
                </th>
                {registrations.map((registration) => {
                  const others = registrations.filter((other) => other._id !== registration._id);
                  return (
                    <td key={registration._id} className={tableCellClass}>
                      <button
                        type="button"
                        disabled={merge.isPending}
                        onClick={() => merge.mutate({ keep: registration, reject: others.map((other) => other._id) })}
                        className={primaryButtonClass}
                      >
                        {t("console.alumni.keepThis", { count: String(others.length) })}
                      </button>
                    </td>
                  );
                })}
              </tr>
            </ScrollTable>
          ) : null}
        </div>
      )}
    </DialogButton>
  );
}

/**
 * /admin/alumni: alumni registrations by status, each reviewed in a dialog, and the CSV
 * export (admins). A registration whose address's owner has not followed the link sent to it
 * is marked unconfirmed (decision 0204). A registration whose email, or name and year, others share is marked, and
 * compared with them side by side: the reviewer keeps one and rejects the rest as duplicates
 * (decisions 0115, 0142).
 */
export function AlumniRegistrations() {
  const { t } = useI18n();
  const { call } = useConsole();
  const { get, set } = useListParameters<"status">();
  const statusParameter = get("status");
  const status = alumniStatuses.find((key) => key === statusParameter) ?? "";
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
          onChange={(event) => set("status", event.target.value)}
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
              <td className={`${tableCellClass} break-all`}>
                {person.email}
                {person.confirmed_at ? null : (
                  <span className="mt-1 block">
                    <Badge tone="neutral">{t("console.alumni.unconfirmed")}</Badge>
                  </span>
                )}
              </td>
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
                <div className="flex flex-wrap gap-2">
                  <ReviewRegistration person={person} />
                  {person.other_registrations > 0 ? <CompareDuplicates person={person} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </div>
  );
}
