import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { diffLines } from "diff";
import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "../shell/toast.ts";
import { withAdmissionSession } from "#common/academic-session.ts";
import {
  pageGroupKeys,
  type ContentLanguage,
  type PageRevision,
  type PageSummary,
  type PageText,
} from "#common/api/content.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath } from "#app/i18n/language.ts";
import type { Block } from "#app/shared/markdown/markdown.ts";
import { MarkdownBody } from "#app/shared/markdown/markdown-body.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, TextareaField } from "../shell/fields.tsx";
import { ConfirmDialogButton } from "../shell/form-dialog.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { useHeldWhileEdited } from "../shell/held-while-edited.ts";
import { LoadFailed } from "../shell/list-notes.tsx";
import { formatMoment } from "../shell/moment.ts";

const pagesKey = [consoleQueryKey, "pages"] as const;
const pageKeyOf = (path: string, lang: ContentLanguage) => [consoleQueryKey, "pages", path, lang] as const;
const contentUrl = (path: string, lang: ContentLanguage) => `/content?path=${encodeURIComponent(path)}&lang=${lang}`;

type Parser = (source: string) => Block[];

/**
 * The public page's own Markdown parser (markdown-it), loaded when the editor opens:
 * public pages get their text already parsed from the server, so only this console
 * page downloads the parser (docs/decisions/0146). Like the public page, it first fills
 * the admission session's placeholder from today's date (decision 0171).
 */
function useMarkdownParser(): Parser | undefined {
  const [parse, setParse] = useState<Parser>();
  useEffect(() => {
    let live = true;
    void import("#app/shared/markdown/parse-markdown.ts").then((module) => {
      if (live) setParse(() => (source: string) => module.parseMarkdown(withAdmissionSession(source, new Date())));
    });
    return () => {
      live = false;
    };
  }, []);
  return parse;
}

/** /admin/pages: the information pages by group; an editor per page and language. */
export function PageEditorConsole() {
  const [open, setOpen] = useState<{ path: string; lang: ContentLanguage }>();
  return open ? (
    <PageEditor key={`${open.path}:${open.lang}`} {...open} onClose={() => setOpen(undefined)} />
  ) : (
    <PageList onEdit={(path, lang) => setOpen({ path, lang })} />
  );
}

function PageList({ onEdit }: { onEdit: (path: string, lang: ContentLanguage) => void }) {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const pages = useQuery({ queryKey: pagesKey, queryFn: () => call<{ pages: PageSummary[] }>("/content/pages") });
  if (pages.isError) return <LoadFailed />;
  if (!pages.data) return <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200" />;
  return (
    <div className="mt-6 space-y-8">
      <p className="text-slate-700">{t("console.pages.intro")}</p>
      {pageGroupKeys.map((group) => {
        const inGroup = pages.data.pages.filter((page) => page.group === group);
        if (inGroup.length === 0) return null;
        const editable = inGroup.some((page) => page.editable);
        return (
          <section key={group} aria-labelledby={`page-group-${group}`}>
            <h2 id={`page-group-${group}`} className="text-xl font-semibold text-navy">
              {t(`console.pages.groups.${group}`)}
            </h2>
            {editable ? null : <p className="mt-1 text-sm text-slate-700">{t("console.pages.notEditable")}</p>}
            <ul className="mt-3 divide-y divide-hairline rounded-lg border border-hairline bg-card">
              {inGroup.map((page) => {
                const english = page.languages.find((entry) => entry.lang === "en");
                const title = (page.languages.find((entry) => entry.lang === language) ?? english)?.title ?? page.path;
                return (
                  <li key={page.path} className="flex flex-wrap items-center gap-3 px-4 py-2">
                    <span className="min-w-60 flex-1">
                      <span className="font-medium text-slate-900">{title}</span>{" "}
                      <span className="font-mono text-sm text-slate-700">{page.path}</span>
                    </span>
                    {page.editable
                      ? (["en", "hi"] as const).map((lang) => (
                          <button
                            key={lang}
                            type="button"
                            className={secondaryButtonClass}
                            aria-label={t("console.pages.editLabel", {
                              title,
                              language: t(`console.pages.languages.${lang}`),
                            })}
                            onClick={() => onEdit(page.path, lang)}
                          >
                            {t("console.pages.edit", { language: t(`console.pages.languages.${lang}`) })}
                          </button>
                        ))
                      : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

type Shown = { kind: "view" | "compare"; revision: PageRevision };

function PageEditor({ path, lang, onClose }: { path: string; lang: ContentLanguage; onClose: () => void }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: pageKeyOf(path, lang),
    queryFn: () => call<{ page: PageText }>(contentUrl(path, lang)),
  });
  const { shown: text, edit, release } = useHeldWhileEdited(page.data?.page);
  const languageName = t(`console.pages.languages.${lang}`);
  if (page.isError) return <LoadFailed />;
  if (!text) return <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200" />;
  const refresh = async () => {
    release();
    await queryClient.invalidateQueries({ queryKey: pagesKey });
  };
  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("console.pages.backToList")}
        </button>
        <a className="font-medium text-brand underline" href={localizePath(path, lang)} target="_blank" rel="noopener">
          {t("console.pages.publicPage")}
        </a>
      </div>
      <h2 className="text-xl font-semibold text-navy">
        {t("console.pages.editing", { path, language: languageName })}
      </h2>
      <EditorForm
        key={text.revisions[0]?.revision ?? 0}
        text={text}
        onEdit={edit}
        onSaved={refresh}
        save={(body) =>
          call<{ revision: PageRevision }>(contentUrl(path, lang), { method: "PUT", body: JSON.stringify(body) })
        }
        restore={(revision) =>
          call<{ revision: PageRevision }>("/content/restore", {
            method: "POST",
            body: JSON.stringify({ path, lang, revision }),
          })
        }
      />
    </div>
  );
}

type EditorFormProps = {
  text: PageText;
  /** Called on every change to the title or the text. */
  onEdit: () => void;
  onSaved: () => Promise<void>;
  save: (body: object) => Promise<{ revision: PageRevision }>;
  restore: (revision: number) => Promise<{ revision: PageRevision }>;
};

function EditorForm({ text, onEdit, onSaved, save, restore }: EditorFormProps) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const id = useId();
  const parse = useMarkdownParser();
  const start = text.draft ?? text.current;
  const latest = text.revisions[0]?.revision ?? 0;
  const [title, setTitle] = useState(start?.title ?? "");
  const [body, setBody] = useState(start?.body ?? "");
  const [shown, setShown] = useState<Shown>();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: pageKeyOf(text.path, text.lang) });
    await onSaved();
  };
  const saving = useMutation({
    mutationFn: (publish: boolean) => save({ title, body, publish, baseRevision: latest }),
    onSuccess: async ({ revision }) => {
      toast.success(
        t(revision.published ? "console.pages.published" : "console.pages.saved", {
          revision: revision.revision,
        }),
      );
      await reload();
    },
    // A 409 leaves the text in the editor: nothing typed is lost, and the message says what to do.
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const restoring = useMutation({
    mutationFn: (revision: number) => restore(revision),
    onSuccess: async ({ revision }) => {
      toast.success(t("console.pages.restored", { from: revision.restored_from ?? 0, revision: revision.revision }));
      await reload();
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    saving.mutate(submitter?.value === "publish");
  };
  const busy = saving.isPending || restoring.isPending;
  return (
    <>
      {text.draft ? (
        <p role="note" className="rounded border border-amber-600 bg-amber-50 px-3 py-2 text-slate-900">
          {t("console.pages.draftNote", { revision: text.draft.revision })}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={submit} onChange={onEdit} className="space-y-4">
          <InputField
            id={`${id}-title`}
            label={t("console.pages.titleField")}
            value={title}
            required
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextareaField
            id={`${id}-body`}
            label={t("console.pages.bodyField")}
            aria-describedby={`${id}-hint`}
            value={body}
            rows={18}
            maxLength={100_000}
            onChange={(event) => setBody(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {t("console.pages.bodyHint")}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="action" value="draft" className={secondaryButtonClass} disabled={busy}>
              {t("console.pages.saveDraft")}
            </button>
            <button type="submit" name="action" value="publish" className={primaryButtonClass} disabled={busy}>
              {t("console.pages.publish")}
            </button>
          </div>
        </form>
        <section aria-labelledby={`${id}-preview`} className="rounded-lg border border-hairline bg-card p-4">
          <h3 id={`${id}-preview`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t("console.pages.preview")}
          </h3>
          <article lang={text.lang} className="prose mt-3 max-w-none">
            <p className="text-2xl font-bold text-navy">{withAdmissionSession(title, new Date())}</p>
            {parse ? <MarkdownBody blocks={parse(body)} /> : <p>{t("console.pages.previewLoading")}</p>}
          </article>
        </section>
      </div>
      <div className="space-y-3">
        <h3 id={`${id}-revisions`} className="text-lg font-semibold text-navy">
          {t("console.pages.revisions")}
        </h3>
        <ScrollTable
          label={t("console.pages.revisions")}
          columns={[
            t("console.pages.revision"),
            t("console.pages.when"),
            t("console.pages.who"),
            t("console.pages.state"),
            t("console.notice.actions"),
          ]}
        >
          {text.revisions.map((revision) => (
            <tr key={revision.revision}>
              <td className={tableCellClass}>
                {revision.revision}
                {revision.restored_from === null
                  ? null
                  : ` (${t("console.pages.restoredFrom", { revision: revision.restored_from })})`}
              </td>
              <td className={`${tableCellClass} whitespace-nowrap`}>{formatMoment(revision.created_at, language)}</td>
              <td className={tableCellClass}>{revision.author}</td>
              <td className={tableCellClass}>
                {t(revision.published ? "console.pages.publishedState" : "console.pages.draftState")}
              </td>
              <td className={`${tableCellClass} flex flex-wrap gap-2`}>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-label={t("console.pages.viewLabel", { revision: revision.revision })}
                  onClick={() => setShown({ kind: "view", revision })}
                >
                  {t("console.pages.view")}
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-label={t("console.pages.compareLabel", { revision: revision.revision })}
                  onClick={() => setShown({ kind: "compare", revision })}
                >
                  {t("console.pages.compare")}
                </button>
                {text.editable ? (
                  // Publishing an earlier text replaces what visitors read at once: asked first.
                  <ConfirmDialogButton
                    label={t("console.pages.restore")}
                    buttonName={t("console.pages.restoreLabel", { revision: revision.revision })}
                    buttonClassName={secondaryButtonClass}
                    title={t("console.pages.restoreTitle", { revision: revision.revision })}
                    text={t("console.pages.restoreText", {
                      revision: revision.revision,
                      author: revision.author,
                      date: formatMoment(revision.created_at, language),
                    })}
                    confirmLabel={t("console.pages.confirmRestore", { revision: revision.revision })}
                    pending={busy}
                    onConfirm={(close) => restoring.mutate(revision.revision, { onSuccess: close })}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </ScrollTable>
        {shown ? (
          <RevisionPanel shown={shown} editorText={body} parse={parse} onClose={() => setShown(undefined)} />
        ) : null}
      </div>
    </>
  );
}

function RevisionPanel({
  shown,
  editorText,
  parse,
  onClose,
}: {
  shown: Shown;
  editorText: string;
  parse: Parser | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const { revision } = shown;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-hairline bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="font-semibold text-navy">
          {t(shown.kind === "view" ? "console.pages.viewing" : "console.pages.comparing", {
            revision: revision.revision,
          })}
        </h4>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("console.pages.close")}
        </button>
      </div>
      {shown.kind === "view" ? (
        <div className="mt-3">
          <p className="text-xl font-bold text-navy">{revision.title}</p>
          {parse ? (
            <MarkdownBody blocks={parse(revision.body)} />
          ) : (
            <pre className="whitespace-pre-wrap">{revision.body}</pre>
          )}
        </div>
      ) : (
        <LineDiff before={revision.body} after={editorText} />
      )}
    </section>
  );
}

/** The lines of `before` that `after` removes and adds, each marked in words as well as colour. */
function LineDiff({ before, after }: { before: string; after: string }) {
  const { t } = useI18n();
  const parts = diffLines(before, after);
  if (parts.every((part) => !part.added && !part.removed))
    return <p className="mt-3">{t("console.pages.noChanges")}</p>;
  return (
    <ol className="mt-3 font-mono text-sm">
      {parts.flatMap((part, partIndex) =>
        part.value
          .replace(/\n$/, "")
          .split("\n")
          .map((line, lineIndex) => {
            const change = part.added ? "added" : part.removed ? "removed" : undefined;
            return (
              <li
                key={`${partIndex}-${lineIndex}`}
                className={`px-2 whitespace-pre-wrap ${change === "added" ? "bg-green-100" : change === "removed" ? "bg-red-100" : ""}`}
              >
                {change ? (
                  <>
                    <span aria-hidden="true">{change === "added" ? "+ " : "− "}</span>
                    <span className="sr-only">{t(`console.pages.${change}`)}: </span>
                  </>
                ) : (
                  <span aria-hidden="true">{"  "}</span>
                )}
                {line}
              </li>
            );
          }),
      )}
    </ol>
  );
}
