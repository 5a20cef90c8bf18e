import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { AuditChange, AuditChoices, AuditEntry } from "#common/api/audit.ts";
import type { Pagination } from "#common/api/notice.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/format.ts";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import {
  actionInWords,
  actorInWords,
  auditSentence,
  changeInWords,
  fieldInWords,
  kindInWords,
} from "../shell/audit-words.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { ConsolePager } from "../shell/console-pager.tsx";
import { ExportCsvButton } from "../shell/export-csv-button.tsx";
import { InputField, SelectField } from "../shell/fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { EmptyList, LoadFailed } from "../shell/list-notes.tsx";
import { formatMoment } from "../shell/moment.ts";

const pageSize = 25;

/** The log's filters, as the URL keeps them (the API's names but `kind` for the kind of record). */
const filterNames = ["actor", "action", "kind", "from", "to"] as const;
type FilterName = (typeof filterNames)[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the URL holds, as the API's query (dates that are not dates left out). */
function apiFilters(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = (search.get(name) ?? "").slice(0, 254);
    if (!value || ((name === "from" || name === "to") && !isoDate.test(value))) continue;
    query.set(name === "kind" ? "target_type" : name, value);
  }
  return query;
}

/** A long text's change: the field, then the text with what was added and removed marked. */
function TextChange({ change }: { change: AuditChange }) {
  const { t } = useI18n();
  return (
    <>
      <span className="font-medium">{t("console.audit.textChanged", { field: fieldInWords(t, change.field) })}</span>{" "}
      <span className="whitespace-pre-line">
        {change.diff!.map((part, index) =>
          part.kind === "same" ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === "added" ? (
            <ins key={index} className="bg-green-100 text-green-900">
              <span className="sr-only">[{t("console.audit.textAdded")}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          ) : (
            <del key={index} className="bg-red-100 text-red-900">
              <span className="sr-only">[{t("console.audit.textRemoved")}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          ),
        )}
      </span>
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t, language } = useI18n();
  if (entry.changes.length === 0) return t("console.audit.noChange");
  return (
    <ul className="space-y-1">
      {entry.changes.map((change) => (
        <li
          key={`${change.field}:${change.kind}:${String(change.before)}:${String(change.after)}`}
          className="break-words"
        >
          {change.diff ? <TextChange change={change} /> : changeInWords(t, language, entry, change)}
        </li>
      ))}
    </ul>
  );
}

/** The filters: person, action, kind of record and days, applied together into the URL. */
function AuditFilters({ choices }: { choices: AuditChoices | undefined }) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = (name: FilterName) => searchParams.get(name) ?? "";
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setSearchParams(next);
  };
  return (
    <form
      // A new URL (a link, Back) shows its own filters in the fields, and so do the choices once they arrive.
      key={`${searchParams.toString()}:${choices ? "choices" : ""}`}
      role="search"
      aria-label={t("console.audit.filters")}
      onSubmit={apply}
      className="grid gap-4 rounded-xl border border-hairline bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <SelectField id="audit-actor" label={t("console.audit.person")} name="actor" defaultValue={chosen("actor")}>
        <option value="">{t("console.audit.everyone")}</option>
        {choices?.actors.map((actor) => {
          const value = actor.id ?? actor.email ?? "";
          return (
            <option key={`${actor.id}:${actor.email}`} value={value}>
              {actorInWords(t, { actor_id: actor.id, actor_name: actor.name, actor_email: actor.email })}
              {actor.id !== null && actor.name && actor.email ? ` (${actor.email})` : ""}
            </option>
          );
        })}
      </SelectField>
      <SelectField id="audit-action" label={t("console.audit.action")} name="action" defaultValue={chosen("action")}>
        <option value="">{t("console.audit.everyAction")}</option>
        {choices?.actions.map((action) => (
          <option key={action} value={action}>
            {actionInWords(t, action)}
          </option>
        ))}
      </SelectField>
      <SelectField id="audit-kind" label={t("console.audit.kind")} name="kind" defaultValue={chosen("kind")}>
        <option value="">{t("console.audit.everyKind")}</option>
        {choices?.target_types.map((kind) => (
          <option key={kind} value={kind}>
            {kindInWords(t, kind)}
          </option>
        ))}
      </SelectField>
      <InputField
        id="audit-from"
        label={t("console.audit.from")}
        name="from"
        type="date"
        defaultValue={chosen("from")}
      />
      <InputField id="audit-to" label={t("console.audit.to")} name="to" type="date" defaultValue={chosen("to")} />
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className={primaryButtonClass}>
          {t("console.audit.apply")}
        </button>
        <button type="button" onClick={() => setSearchParams(new URLSearchParams())} className={secondaryButtonClass}>
          {t("console.audit.clear")}
        </button>
      </div>
    </form>
  );
}

/**
 * /admin/audit: who did what and when, newest first, each change field by field in words;
 * filtered by person, action, kind of record and days (in the URL, so a filtered log can be
 * shared), and exported as CSV as filtered. Read-only, as the API is.
 */
export function AuditLog() {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
  const filters = apiFilters(searchParams);
  const choices = useQuery({
    queryKey: [consoleQueryKey, "audit", "choices"],
    queryFn: () => call<{ choices: AuditChoices }>("/audit/choices"),
  });
  const log = useQuery({
    queryKey: [consoleQueryKey, "audit", filters.toString(), page],
    queryFn: () =>
      call<{ entries: AuditEntry[]; pagination: Pagination }>(
        `/audit?${new URLSearchParams([...filters, ["page", String(page)], ["limit", String(pageSize)]])}`,
      ),
  });
  const pagination = log.data?.pagination;
  return (
    <div className="mt-6 space-y-4">
      <AuditFilters choices={choices.data?.choices} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {pagination ? t("console.audit.total", { count: formatNumber(pagination.total) }) : null}
        </p>
        <ExportCsvButton path={`/audit/export.csv?${filters}`} fileName="audit-log.csv">
          {t("console.audit.exportCsv")}
        </ExportCsvButton>
      </div>
      {log.isError ? <LoadFailed /> : null}
      {log.data && log.data.pagination.total === 0 ? <EmptyList>{t("console.audit.empty")}</EmptyList> : null}
      {log.data && log.data.entries.length > 0 ? (
        <ScrollTable
          label={t("console.audit.title")}
          columns={(["when", "who", "what", "changes", "address"] as const).map((column) =>
            t(`console.audit.${column}`),
          )}
        >
          {log.data.entries.map((entry) => (
            <tr key={entry._id}>
              <td className={`${tableCellClass} whitespace-nowrap`}>{formatMoment(entry.created_at, language)}</td>
              <td className={`${tableCellClass} break-words`}>{actorInWords(t, entry)}</td>
              <td className={tableCellClass}>{auditSentence(t, language, entry)}</td>
              <td className={`${tableCellClass} max-w-md text-sm`}>
                <Changes entry={entry} />
              </td>
              <td className={tableCellClass}>{entry.client_address ?? "—"}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {log.isPending ? <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" /> : null}
      <ConsolePager
        label={t("console.audit.title")}
        pagination={pagination}
        page={page}
        onPage={(next) =>
          setSearchParams((current) => {
            const search = new URLSearchParams(current);
            if (next > 1) search.set("page", String(next));
            else search.delete("page");
            return search;
          })
        }
      />
    </div>
  );
}
