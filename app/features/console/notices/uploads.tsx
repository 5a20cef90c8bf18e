import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "../shell/toast.ts";
import type { Notice } from "#common/api/notice.ts";
import { imageSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { useI18n, type Translate } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/format.ts";
import { ApiFailure, FileNotKept } from "../shell/api.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { primaryButtonClass } from "../shell/form-styles.ts";
import { formatMoment, isScheduled } from "../shell/moment.ts";
import { NoticeFields } from "./notice-fields.tsx";
import { sectionsOf } from "../shell/sections.ts";

/**
 * What to tell the uploader when the API refused the upload, in the page's language: by the
 * status, which a proxy in front (nginx's 413) answers too, in a page rather than the envelope.
 */
function refusalMessage(t: Translate, error: unknown, section: NoticeSectionKey): string {
  switch (error instanceof ApiFailure ? error.status : undefined) {
    case 0:
      return t("console.uploads.offline");
    case 403:
      return t("console.uploads.sectionRefused");
    case 413:
      return t("console.uploads.tooLarge");
    case 415:
      return t(imageSectionKeys.includes(section) ? "console.uploads.wrongImageType" : "console.uploads.wrongType");
    case 429:
      return t("console.uploads.tooMany");
    case 503:
      return t("console.uploads.unavailable");
    default:
      return t("console.uploads.failed");
  }
}

/**
 * /admin/uploads: publish a notice (now, on an earlier date, or scheduled), with a preview of
 * its board row and file before it goes and the upload's progress as it goes.
 */
export function UploadForm({ previewRow }: { previewRow: (notice: Notice) => ReactNode }) {
  const { t, language } = useI18n();
  const { user, upload } = useConsole();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A fresh form (fields and file input emptied) after each upload.
  const [formKey, setFormKey] = useState(0);
  const sections = sectionsOf(user);

  if (sections.length === 0) return <p className="mt-6 text-slate-700">{t("console.uploads.noSections")}</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("pdf");
    const hasFile = file instanceof File && file.size > 0;
    if (!hasFile && !String(form.get("link") ?? "").trim()) {
      toast.error(t("console.uploads.needFile"));
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const { notice } = await upload<{ notice: Notice }>("POST", "/notice/upload", form, setProgress);
      setProgress(1);
      toast.success(
        isScheduled(notice.created_at)
          ? t("console.uploads.scheduled", { title: notice.title, moment: formatMoment(notice.created_at, language) })
          : t("console.uploads.done", { title: notice.title }),
      );
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey] });
      setFormKey((key) => key + 1);
    } catch (error) {
      setProgress(null);
      // A file the browser lost while the person signed in again is named, to be chosen again; the
      // rest of the form is as it was.
      if (error instanceof FileNotKept || (error instanceof ApiFailure && error.status === 401)) {
        toast.error(error.message);
        return;
      }
      toast.error(refusalMessage(t, error, form.get("section") as NoticeSectionKey));
    } finally {
      setBusy(false);
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <form
      key={formKey}
      onSubmit={(event) => void submit(event)}
      className="mt-6 max-w-3xl space-y-6 rounded-xl border border-hairline bg-card p-4 sm:p-6"
    >
      <NoticeFields sections={sections} idPrefix="upload" previewRow={previewRow} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t("console.uploads.uploading") : t("console.uploads.submit")}
        </button>
        {percent === null ? null : (
          <div className="flex min-w-48 flex-1 items-center gap-3">
            <div
              role="progressbar"
              aria-label={t("console.uploads.progress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span aria-hidden="true" className="w-12 text-right tabular-nums text-slate-900">
              {formatNumber(percent)}%
            </span>
          </div>
        )}
      </div>
    </form>
  );
}
