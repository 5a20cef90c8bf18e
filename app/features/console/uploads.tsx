import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Notice } from "#common/api/notice.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/format.ts";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { primaryButtonClass } from "./form-styles.ts";
import { NoticeFields } from "./notice-fields.tsx";
import { sectionsOf } from "./sections.ts";

/** /admin/uploads: publish a notice, with the upload's progress as it goes. */
export function UploadForm() {
  const { t } = useI18n();
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
      toast.success(t("console.uploads.done", { title: notice.title }));
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey] });
      setFormKey((key) => key + 1);
    } catch (error) {
      setProgress(null);
      toast.error(t("console.uploads.failed", { message: (error as Error).message }));
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
      <NoticeFields sections={sections} idPrefix="upload" />
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
