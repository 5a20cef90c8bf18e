import { FileText } from "lucide-react";
import type { Notice } from "#common/api/notice.ts";
import { noticeReadingPath, readableAsText } from "#common/notice-text.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { useI18n, type Translate } from "#app/i18n/i18n.tsx";
import { Badge } from "#app/shared/ui/badge.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localText, LocalTextSpan } from "#app/shared/ui/record-name.tsx";
import { TableCell, TableRow } from "#app/shared/ui/table.tsx";

/** The optional columns a board shows beside date, title and file. */
export type NoticeColumns = { section: boolean; lastDate: boolean; vacancies: boolean };

/** The headers of a board's columns, in the order its rows give their cells. */
export function noticeHeaders(t: Translate, columns: NoticeColumns): string[] {
  return [
    t("notices.columns.date"),
    t("notices.columns.title"),
    ...(columns.lastDate ? [t("notices.columns.lastDate")] : []),
    ...(columns.vacancies ? [t("notices.columns.vacancies")] : []),
    t("notices.columns.file"),
  ];
}

const fileTypes: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

/** "PDF, 245 KB": what a reader is about to open, and how heavy it is. */
export function fileSummary(file: { content_type: string; size: number }): string {
  const type = fileTypes[file.content_type] ?? file.content_type;
  const size =
    file.size >= 1024 * 1024
      ? `${formatNumber(Math.round((file.size / (1024 * 1024)) * 10) / 10)} MB`
      : `${formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB`;
  return `${type}, ${size}`;
}

/**
 * One notice: its date, title ("New" for the last seven days), the optional
 * columns, the file's type and size, and its links. The title opens the file
 * in the browser's own viewer (the files route serves it inline); a notice
 * that is a link to another site says so.
 */
export function NoticeRow({ notice, columns, newSince }: { notice: Notice; columns: NoticeColumns; newSince: string }) {
  const { t, language } = useI18n();
  // The Hindi title where one is published; otherwise the English one, marked as English on a Hindi page.
  const localTitle = localText(notice.title, notice.title_hi, language);
  const isNew = !notice.archived && notice.created_at >= newSince;
  const title = <LocalTextSpan value={localTitle} className="font-medium" />;
  return (
    <TableRow>
      <TableCell label={t("notices.columns.date")}>
        <time dateTime={notice.created_at} className="whitespace-nowrap text-slate-700">
          {formatDate(notice.created_at, language)}
        </time>
      </TableCell>
      <TableCell header>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {notice.file ? (
            <a
              href={notice.file.url}
              type={notice.file.content_type}
              className="text-brand underline-offset-2 hover:underline"
            >
              {title}
              <span className="sr-only"> ({fileSummary(notice.file)})</span>
            </a>
          ) : notice.link ? (
            <ExternalLink href={notice.link} className="text-brand underline-offset-2 hover:underline">
              {title}
            </ExternalLink>
          ) : (
            title
          )}
          {isNew ? <Badge tone="accent">{t("notices.new")}</Badge> : null}
        </span>
        {columns.section ? (
          <span className="mt-1 block text-sm text-slate-600">{t(`notices.sections.${notice.section}`)}</span>
        ) : null}
      </TableCell>
      {columns.lastDate ? (
        <TableCell label={t("notices.columns.lastDate")}>
          {notice.end_date ? (
            <time dateTime={notice.end_date} className="whitespace-nowrap">
              {formatDate(notice.end_date, language)}
            </time>
          ) : (
            <span className="text-slate-600">{t("notices.notApplicable")}</span>
          )}
        </TableCell>
      ) : null}
      {columns.vacancies ? (
        <TableCell label={t("notices.columns.vacancies")}>
          {notice.vacancies === null ? (
            <span className="text-slate-600">{t("notices.notApplicable")}</span>
          ) : (
            formatNumber(notice.vacancies)
          )}
        </TableCell>
      ) : null}
      <TableCell label={t("notices.columns.file")}>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {notice.file ? (
            <span className="inline-flex items-center gap-1 whitespace-nowrap text-slate-700">
              <FileText aria-hidden="true" className="size-4" />
              {fileSummary(notice.file)}
            </span>
          ) : notice.link ? (
            <span className="text-slate-700">{t("notices.externalLink")}</span>
          ) : null}
          {readableAsText(notice.file) ? (
            <LocalLink
              to={noticeReadingPath(notice._id)}
              className="inline-flex min-h-11 items-center whitespace-nowrap text-brand underline underline-offset-2"
            >
              {t("notices.reading.readAsText")}
              <span className="sr-only">
                : <LocalTextSpan value={localTitle} />
              </span>
            </LocalLink>
          ) : null}
          {notice.apply_link && !notice.archived ? (
            <ExternalLink
              href={notice.apply_link}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
            >
              {t("notices.apply")}
              <span className="sr-only">
                : <LocalTextSpan value={localTitle} />
              </span>
            </ExternalLink>
          ) : null}
        </span>
      </TableCell>
    </TableRow>
  );
}
