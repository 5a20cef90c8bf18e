import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Notice, NoticePage } from "#common/api/notice.ts";
import type { NoticeSectionKey } from "#common/notice-sections.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { InputField, SelectField } from "./fields.tsx";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "./form-styles.ts";
import { NoticeFields } from "./notice-fields.tsx";
import { sectionLabel, sectionsOf } from "./sections.ts";
import { ConsolePager } from "./console-pager.tsx";

type ListState = "current" | "archived";
type Filters = { regex: string; from: string; to: string };

const pageSize = 10;

function listPath(state: ListState, section: string, filters: Filters, page: number): string {
  const query = new URLSearchParams({ section, page: String(page), limit: String(pageSize) });
  if (filters.regex) query.set("regex", filters.regex);
  if (filters.from) query.set("created_at_gteq", filters.from);
  if (filters.to) query.set("created_at_lteq", filters.to);
  return `/notice${state === "archived" ? "/archived" : ""}?${query}`;
}

/** The writes a row offers; each refreshes every console list and count when it lands. */
function useNoticeWrites() {
  const { call, upload } = useConsole();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const onError = (error: Error) => toast.error(t("console.errors.generic", { message: error.message }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleQueryKey] });
  return {
    edit: useMutation({
      mutationFn: ({ id, form }: { id: string; form: FormData }) =>
        upload<{ notice: Notice }>("PUT", `/notice/${id}`, form, () => undefined),
      onSuccess: async () => {
        toast.success(t("console.list.saved"));
        await refresh();
      },
      onError,
    }),
    archive: useMutation({
      mutationFn: ({ notice, archive }: { notice: Notice; archive: boolean }) =>
        call<{ notice: Notice }>(`/notice/${notice._id}`, { method: "PATCH", body: JSON.stringify({ archive }) }),
      onSuccess: async (_answer, { notice, archive }) => {
        toast.success(t(archive ? "console.list.archived" : "console.list.unarchived", { title: notice.title }));
        await refresh();
      },
      onError,
    }),
    remove: useMutation({
      mutationFn: (notice: Notice) => call(`/notice/${notice._id}`, { method: "DELETE" }),
      onSuccess: async (_answer, notice) => {
        toast.success(t("console.list.deleted", { title: notice.title }));
        await refresh();
      },
      onError,
    }),
  };
}

function EditDialog({ notice, sections }: { notice: Notice; sections: ReadonlyArray<NoticeSectionKey> }) {
  const { t } = useI18n();
  const { edit } = useNoticeWrites();
  return (
    <DialogButton
      label={t("console.list.edit")}
      buttonClassName={secondaryButtonClass}
      title={t("console.list.editTitle")}
      placement="top"
    >
      {(close) => (
        <form
          className="mt-4 space-y-6"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            edit.mutate({ id: notice._id, form: new FormData(event.currentTarget) }, { onSuccess: close });
          }}
        >
          <NoticeFields sections={sections} notice={notice} idPrefix={`edit-${notice._id}`} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} className={secondaryButtonClass}>
              {t("console.list.cancel")}
            </button>
            <button type="submit" disabled={edit.isPending} className={primaryButtonClass}>
              {edit.isPending ? t("console.list.saving") : t("console.list.save")}
            </button>
          </div>
        </form>
      )}
    </DialogButton>
  );
}

function DeleteDialog({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  const { remove } = useNoticeWrites();
  return (
    <DialogButton
      label={t("console.list.delete")}
      buttonClassName={dangerButtonClass}
      title={t("console.list.deleteTitle")}
    >
      {(close) => (
        <div className="mt-3">
          <p className="text-slate-700">{t("console.list.deleteText", { title: notice.title })}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} data-autofocus className={secondaryButtonClass}>
              {t("console.list.cancel")}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(notice, { onSuccess: close })}
              className={dangerButtonClass}
            >
              {t("console.list.confirmDelete")}
            </button>
          </div>
        </div>
      )}
    </DialogButton>
  );
}

function NoticeRow({
  notice,
  state,
  sections,
}: {
  notice: Notice;
  state: ListState;
  sections: ReadonlyArray<NoticeSectionKey>;
}) {
  const { t, language } = useI18n();
  const { archive } = useNoticeWrites();
  const href = notice.file?.url ?? notice.link;
  return (
    <tr>
      <th scope="row" className={`${tableCellClass} font-medium`}>
        {href ? (
          <a href={href} target="_blank" rel="noreferrer" className="text-brand underline">
            {notice.title}
          </a>
        ) : (
          notice.title
        )}
      </th>
      <td className={`${tableCellClass} whitespace-nowrap`}>{formatDate(notice.created_at, language)}</td>
      <td className={tableCellClass}>
        <div className="flex flex-wrap gap-2">
          {state === "current" ? <EditDialog notice={notice} sections={sections} /> : null}
          <button
            type="button"
            disabled={archive.isPending}
            onClick={() => archive.mutate({ notice, archive: state === "current" })}
            className={secondaryButtonClass}
          >
            {state === "current" ? t("console.list.archive") : t("console.list.unarchive")}
          </button>
          <DeleteDialog notice={notice} />
        </div>
      </td>
    </tr>
  );
}

/**
 * /admin/view-pdfs and /admin/archive-uploads: one section's notices at a
 * time, searched and filtered by upload date, ten to a page.
 */
export function NoticeTable({ state }: { state: ListState }) {
  const { t } = useI18n();
  const { user, call } = useConsole();
  const sections = sectionsOf(user);
  const [section, setSection] = useState<NoticeSectionKey | undefined>(sections[0]);
  const [filters, setFilters] = useState<Filters>({ regex: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [consoleQueryKey, "notices", state, section, filters, page],
    queryFn: () => call<NoticePage>(listPath(state, section ?? "", filters, page)),
    enabled: section !== undefined,
  });

  if (section === undefined) return <p className="mt-6 text-slate-700">{t("console.uploads.noSections")}</p>;

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSection(form.get("section") as NoticeSectionKey);
    setFilters({
      regex: String(form.get("regex") ?? "").trim(),
      from: String(form.get("from") ?? ""),
      to: String(form.get("to") ?? ""),
    });
    setPage(1);
  };
  const pagination = list.data?.pagination;

  return (
    <div className="mt-6 space-y-4">
      <form
        role="search"
        aria-label={t("console.list.filters")}
        onSubmit={applyFilters}
        className="grid gap-4 rounded-xl border border-hairline bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          id="list-section"
          label={t("console.notice.section")}
          name="section"
          defaultValue={section}
          onChange={(event) => {
            setSection(event.target.value as NoticeSectionKey);
            setPage(1);
          }}
        >
          {sections.map((key) => (
            <option key={key} value={key}>
              {sectionLabel(t, key)}
            </option>
          ))}
        </SelectField>
        <InputField id="list-regex" label={t("console.list.search")} name="regex" type="search" maxLength={100} />
        <InputField id="list-from" label={t("console.list.from")} name="from" type="date" />
        <InputField id="list-to" label={t("console.list.to")} name="to" type="date" />
        <div className="self-end">
          <button type="submit" className={`${primaryButtonClass} w-full`}>
            {t("console.list.apply")}
          </button>
        </div>
      </form>

      {list.isError ? <LoadFailed /> : null}
      {list.data && list.data.notices.length === 0 ? <EmptyList>{t("console.list.empty")}</EmptyList> : null}
      {list.data && list.data.notices.length > 0 ? (
        <ScrollTable
          caption={
            <>
              {sectionLabel(t, section)} ·{" "}
              {t("console.list.total", { count: formatNumber(list.data.pagination.total) })}
            </>
          }
          columns={[t("console.notice.title"), t("console.notice.created"), t("console.notice.actions")]}
        >
          {list.data.notices.map((notice) => (
            <NoticeRow key={notice._id} notice={notice} state={state} sections={sections} />
          ))}
        </ScrollTable>
      ) : null}
      {list.isPending ? <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" /> : null}
      <ConsolePager
        label={pagination ? t("console.list.page", { page: pagination.page, pages: pagination.totalPages }) : ""}
        pagination={pagination}
        page={page}
        onPage={setPage}
      />
    </div>
  );
}
