import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Notice } from "#common/api/notice.ts";
import type { StaffNoticeText } from "#common/api/notice-text.ts";
import { noticeReadingPath, noticeTextMaxLength, type NoticeTextState } from "#common/notice-text.ts";
import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { TextareaField } from "../shell/fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { LoadFailed } from "../shell/list-notes.tsx";

/** A notice's text state, as the list and the editor show it. */
export type NoticeTextStatus = { state: NoticeTextState; reason: string | null; pages: number | null };

/** How often the list asks again for the states of PDFs not read yet. */
const pendingRefetchMs = 3_000;

/** The text states of a page of notices, by id (one request for the page). */
export function useNoticeTextStates(notices: ReadonlyArray<Notice>) {
  const { call } = useConsole();
  const ids = notices.map((notice) => notice._id).join(",");
  return useQuery({
    queryKey: [consoleQueryKey, "notice-text-states", ids],
    queryFn: () =>
      call<{ states: Record<string, NoticeTextStatus> }>(`/notice/text-states?ids=${ids}`).then(
        (answer) => answer.states,
      ),
    enabled: ids !== "",
    // The server reads PDFs in the background: asked again while any on the page waits for its turn.
    refetchInterval: (query) =>
      Object.values(query.state.data ?? {}).some((status) => status.state === "pending") ? pendingRefetchMs : false,
  });
}

/** "Recognised automatically", or "Failed: the PDF could not be opened…". */
export function NoticeTextState({ status }: { status: NoticeTextStatus | undefined }) {
  const { t } = useI18n();
  if (!status) return null;
  const label = t(`console.noticeText.states.${status.state}`);
  return (
    <span className={status.state === "failed" || status.state === "unavailable" ? "text-red-800" : undefined}>
      {status.reason && (status.state === "failed" || status.state === "unavailable")
        ? t("console.noticeText.because", { state: label, reason: status.reason })
        : label}
    </span>
  );
}

function TextForm({ notice, text, close }: { notice: Notice; text: StaffNoticeText; close: () => void }) {
  const { t, language, localize } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const [markdown, setMarkdown] = useState(text.markdown);
  const save = useMutation({
    mutationFn: () =>
      call<{ text: StaffNoticeText }>(`/notice/${notice._id}/text`, {
        method: "PUT",
        body: JSON.stringify({ markdown, revision: text.revisions[0]?.number ?? 0 }),
      }),
    onSuccess: async () => {
      toast.success(t("console.noticeText.saved", { title: notice.title }));
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey] });
      close();
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const id = `notice-text-${notice._id}`;
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p className="text-slate-700">
        <NoticeTextState status={text} />
        {text.pages ? ` · ${t("console.noticeText.pages", { pages: text.pages })}` : null}
        {" · "}
        <a
          href={localize(noticeReadingPath(notice._id))}
          target="_blank"
          rel="noreferrer"
          className="text-brand underline"
        >
          {t("console.noticeText.view")}
        </a>
      </p>
      <TextareaField
        id={id}
        label={t("console.noticeText.field")}
        aria-describedby={`${id}-hint`}
        value={markdown}
        onChange={(event) => setMarkdown(event.currentTarget.value)}
        maxLength={noticeTextMaxLength}
        rows={16}
        spellCheck
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("console.noticeText.hint")}
      </p>
      {text.read_markdown !== "" && text.read_markdown !== markdown ? (
        <button type="button" className={secondaryButtonClass} onClick={() => setMarkdown(text.read_markdown)}>
          {t("console.noticeText.fromPdf")}
        </button>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900">{t("console.noticeText.revisions")}</h3>
        {text.revisions.length === 0 ? (
          <p className="text-sm text-slate-700">{t("console.noticeText.noRevisions")}</p>
        ) : (
          <ul className="text-sm text-slate-700">
            {text.revisions.map((revision) => (
              <li key={revision.number}>
                {t("console.noticeText.revision", {
                  number: revision.number,
                  by: revision.created_by,
                  date: formatDate(revision.created_at, language),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={close} className={secondaryButtonClass}>
          {t("console.list.cancel")}
        </button>
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {save.isPending ? t("console.list.saving") : t("console.noticeText.save")}
        </button>
      </div>
    </form>
  );
}

function TextDialogBody({ notice, close }: { notice: Notice; close: () => void }) {
  const { call } = useConsole();
  // Read fresh each time the dialog opens: another member of staff may have corrected it.
  const text = useQuery({
    queryKey: [consoleQueryKey, "notice-text", notice._id],
    queryFn: () => call<{ text: StaffNoticeText }>(`/notice/${notice._id}/text`).then((answer) => answer.text),
    staleTime: 0,
  });
  if (text.isError) return <LoadFailed />;
  if (!text.data) return <div aria-hidden="true" className="mt-4 h-64 animate-pulse rounded-xl bg-slate-200" />;
  return <TextForm notice={notice} text={text.data} close={close} />;
}

/**
 * Staff's editor of a notice's text (decision 0262): the text the reading view shows, as
 * Markdown, saved as a new revision; the PDF's own text to start again from; the corrections so far.
 */
export function NoticeTextEditor({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  return (
    <DialogButton
      label={t("console.noticeText.edit")}
      buttonName={t("console.noticeText.editOf", { title: notice.title })}
      buttonClassName={secondaryButtonClass}
      title={t("console.noticeText.title", { title: notice.title })}
      placement="top"
    >
      {(close) => <TextDialogBody notice={notice} close={close} />}
    </DialogButton>
  );
}
