import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent, ReactNode } from "react";
import { useSearchParams } from "react-router";
import { toast } from "../shell/toast.ts";
import type { Notice, NoticePage } from "#common/api/notice.ts";
import { staffNoticeStates, type StaffNoticeStateKey } from "#common/api/notice-form.ts";
import { noticeSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { EmptyList, LoadFailed } from "../shell/list-notes.tsx";
import { InputField, SelectField } from "../shell/fields.tsx";
import { ConfirmDialogButton } from "../shell/form-dialog.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { NoticeFields } from "./notice-fields.tsx";
import {
  NoticeTextEditor,
  NoticeTextState,
  useNoticeTextStates,
  type NoticeTextStatus,
} from "./notice-text-editor.tsx";
import { sectionLabel, sectionsOf } from "../shell/sections.ts";
import { ConsolePager } from "../shell/console-pager.tsx";
import { formatMoment, isScheduled } from "../shell/moment.ts";

/** A public page where a notice appears, and its name there. */
export type NoticePlace = { path: string; name: string };

/** What the route lends the list from the public boards: where a notice appears, and its board row. */
export type NoticeViews = {
  placesOf: (notice: Notice) => NoticePlace[];
  previewRow: (notice: Notice) => ReactNode;
};

/** The list's state, all of it in the URL so a link can be shared with a colleague. */
type ListQuery = {
  state: StaffNoticeStateKey;
  section: NoticeSectionKey | "";
  q: string;
  from: string;
  to: string;
  page: number;
};

const pageSize = 10;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The URL's filters; a value that is not one the list offers is left out. */
function listQueryOf(search: URLSearchParams, defaultState: StaffNoticeStateKey): ListQuery {
  const state = search.get("state");
  const section = search.get("section");
  const date = (name: string) => {
    const value = search.get(name) ?? "";
    return isoDate.test(value) ? value : "";
  };
  return {
    state: staffNoticeStates.find((key) => key === state) ?? defaultState,
    section: noticeSectionKeys.find((key) => key === section) ?? "",
    q: (search.get("q") ?? "").slice(0, 100),
    from: date("from"),
    to: date("to"),
    page: Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1),
  };
}

function listPath(query: ListQuery): string {
  const api = new URLSearchParams({ state: query.state, page: String(query.page), limit: String(pageSize) });
  if (query.section) api.set("section", query.section);
  if (query.q) api.set("regex", query.q);
  if (query.from) api.set("created_at_gteq", query.from);
  if (query.to) api.set("created_at_lteq", query.to);
  return `/notice/manage?${api}`;
}

/** The writes a row offers; each refreshes every console list and count when it lands. */
function useNoticeWrites() {
  const { call, upload } = useConsole();
  const queryClient = useQueryClient();
  const { t, language } = useI18n();
  const onError = (error: Error) => toast.error(t("console.errors.generic", { message: error.message }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleQueryKey] });
  return {
    edit: useMutation({
      mutationFn: ({ id, form }: { id: string; form: FormData }) =>
        upload<{ notice: Notice }>("PUT", `/notice/${id}`, form, () => undefined),
      onSuccess: async ({ notice }) => {
        toast.success(
          isScheduled(notice.created_at)
            ? t("console.list.savedScheduled", {
                title: notice.title,
                moment: formatMoment(notice.created_at, language),
              })
            : t("console.list.saved"),
        );
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

function EditDialog({
  notice,
  sections,
  previewRow,
}: {
  notice: Notice;
  sections: ReadonlyArray<NoticeSectionKey>;
  previewRow: NoticeViews["previewRow"];
}) {
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
          <NoticeFields sections={sections} notice={notice} idPrefix={`edit-${notice._id}`} previewRow={previewRow} />
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
    <ConfirmDialogButton
      label={t("console.list.delete")}
      title={t("console.list.deleteTitle")}
      text={t("console.list.deleteText", { title: notice.title })}
      confirmLabel={t("console.list.confirmDelete")}
      pending={remove.isPending}
      onConfirm={(close) => remove.mutate(notice, { onSuccess: close })}
    />
  );
}

/** Where the notice appears in public, as links; a scheduled notice, from when. */
function PublicPlaces({ notice, places }: { notice: Notice; places: NoticePlace[] }) {
  const { t, language, localize } = useI18n();
  const scheduled = isScheduled(notice.created_at);
  return (
    <>
      {scheduled ? (
        <p className="font-medium text-slate-900">
          {t("console.notice.scheduledFor", { moment: formatMoment(notice.created_at, language) })}
        </p>
      ) : null}
      {places.length === 0 ? (
        <p className="text-slate-700">{t("console.notice.nowhere")}</p>
      ) : (
        <ul className="space-y-1">
          {places.map((place) => (
            <li key={place.path}>
              <a href={localize(place.path)} className="text-brand underline">
                {place.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NoticeRow({
  notice,
  sections,
  views,
  textStatus,
}: {
  notice: Notice;
  sections: ReadonlyArray<NoticeSectionKey>;
  views: NoticeViews;
  textStatus: NoticeTextStatus | undefined;
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
      <td className={tableCellClass}>{sectionLabel(t, notice.section)}</td>
      <td className={`${tableCellClass} whitespace-nowrap`}>
        <time dateTime={notice.created_at}>{formatDate(notice.created_at, language)}</time>
      </td>
      <td className={tableCellClass}>
        <PublicPlaces notice={notice} places={views.placesOf(notice)} />
      </td>
      <td className={tableCellClass}>
        <div className="flex flex-col items-start gap-2">
          <NoticeTextState status={textStatus} />
          <NoticeTextEditor notice={notice} />
        </div>
      </td>
      <td className={tableCellClass}>
        <div className="flex flex-wrap gap-2">
          <EditDialog notice={notice} sections={sections} previewRow={views.previewRow} />
          <button
            type="button"
            disabled={archive.isPending}
            onClick={() => archive.mutate({ notice, archive: !notice.archive })}
            className={secondaryButtonClass}
          >
            {notice.archive ? t("console.list.unarchive") : t("console.list.archive")}
          </button>
          <DeleteDialog notice={notice} />
        </div>
      </td>
    </tr>
  );
}

/**
 * /admin/view-pdfs and /admin/archive-uploads: one list of the notices of every section the
 * account edits, current, archived or scheduled, filtered by section, title and date, ten to
 * a page, its state in the URL. Each row says where the notice appears in public.
 */
export function NoticeTable({ defaultState, views }: { defaultState: StaffNoticeStateKey; views: NoticeViews }) {
  const { t } = useI18n();
  const { user, call } = useConsole();
  const sections = sectionsOf(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = listQueryOf(searchParams, defaultState);
  const list = useQuery({
    queryKey: [consoleQueryKey, "notices", query],
    queryFn: () => call<NoticePage>(listPath(query)),
    enabled: sections.length > 0,
  });
  const textStates = useNoticeTextStates(list.data?.notices ?? []);

  if (sections.length === 0) return <p className="mt-6 text-slate-700">{t("console.uploads.noSections")}</p>;

  /** Writes the list's state to the URL; a new filter starts again at page 1. */
  const show = (next: ListQuery, replace: boolean) => {
    const search = new URLSearchParams();
    if (next.state !== defaultState) search.set("state", next.state);
    if (next.section) search.set("section", next.section);
    if (next.q) search.set("q", next.q);
    if (next.from) search.set("from", next.from);
    if (next.to) search.set("to", next.to);
    if (next.page > 1) search.set("page", String(next.page));
    setSearchParams(search, { replace });
  };
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    show(
      listQueryOf(
        new URLSearchParams({
          state: String(form.get("state") ?? ""),
          section: String(form.get("section") ?? ""),
          q: String(form.get("q") ?? "").trim(),
          from: String(form.get("from") ?? ""),
          to: String(form.get("to") ?? ""),
        }),
        defaultState,
      ),
      false,
    );
  };
  const pagination = list.data?.pagination;
  const stateLabel = t(`console.list.states.${query.state}`);

  return (
    <div className="mt-6 space-y-4">
      <form
        // A new URL (a link, Back) shows its own filters in the fields.
        key={searchParams.toString()}
        role="search"
        aria-label={t("console.list.filters")}
        onSubmit={applyFilters}
        className="grid gap-4 rounded-xl border border-hairline bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <SelectField id="list-state" label={t("console.list.state")} name="state" defaultValue={query.state}>
          {staffNoticeStates.map((key) => (
            <option key={key} value={key}>
              {t(`console.list.states.${key}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="list-section" label={t("console.notice.section")} name="section" defaultValue={query.section}>
          <option value="">{t("console.list.allSections")}</option>
          {sections.map((key) => (
            <option key={key} value={key}>
              {sectionLabel(t, key)}
            </option>
          ))}
        </SelectField>
        <InputField
          id="list-regex"
          label={t("console.list.search")}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={query.q}
        />
        <InputField id="list-from" label={t("console.list.from")} name="from" type="date" defaultValue={query.from} />
        <InputField id="list-to" label={t("console.list.to")} name="to" type="date" defaultValue={query.to} />
        <div className="self-end">
          <button type="submit" className={`${primaryButtonClass} w-full`}>
            {t("console.list.apply")}
          </button>
        </div>
      </form>

      {list.isError ? <LoadFailed /> : null}
      {list.data && list.data.pagination.total === 0 ? <EmptyList>{t("console.list.empty")}</EmptyList> : null}
      {list.data && list.data.notices.length > 0 ? (
        <ScrollTable
          caption={
            <>
              {stateLabel} · {query.section ? sectionLabel(t, query.section) : t("console.list.allSections")} ·{" "}
              {t("console.list.total", { count: formatNumber(list.data.pagination.total) })}
            </>
          }
          columns={[
            t("console.notice.title"),
            t("console.notice.section"),
            t("console.notice.published"),
            t("console.notice.appearsIn"),
            t("console.noticeText.column"),
            t("console.notice.actions"),
          ]}
        >
          {list.data.notices.map((notice) => (
            <NoticeRow
              key={notice._id}
              notice={notice}
              sections={sections}
              views={views}
              textStatus={textStates.data?.[notice._id]}
            />
          ))}
        </ScrollTable>
      ) : null}
      {list.isPending ? <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" /> : null}
      <ConsolePager
        label={pagination ? t("console.list.page", { page: pagination.page, pages: pagination.totalPages }) : ""}
        pagination={pagination}
        page={query.page}
        onPage={(page) => show({ ...query, page }, false)}
      />
    </div>
  );
}
