import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import type { Notice } from "#common/api/notice.ts";
import { blockAnchor, hasText, textLanguage, type NoticeText, type TextBlock } from "#common/notice-text.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import type { Key } from "#app/i18n/catalogue.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localText } from "#app/shared/ui/record-name.tsx";
import { tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { publicPlacesOf } from "./notice-places.tsx";
import { fileSummary } from "./notice-row.tsx";

/** A block's `lang` where it is not the page's: Devanagari on an English page, Latin letters on a Hindi one. */
function otherLanguage(text: string, page: Language): Language | undefined {
  const language = textLanguage(text);
  return language === page ? undefined : language;
}

/**
 * `outline`: the heading level the block takes in the page, under the section's h2. A subheading
 * with no heading before it (a sample mark or a title set large, then a smaller one) is an h3, so
 * the levels never skip one.
 */
function Block({ block, outline }: { block: TextBlock; outline: 3 | 4 }) {
  const { language } = useI18n();
  switch (block.kind) {
    case "heading": {
      const Heading = outline === 3 ? "h3" : "h4";
      return (
        <Heading
          lang={otherLanguage(block.text, language)}
          className={`font-bold text-slate-900 ${block.level === 1 ? "text-h4" : "text-lg"}`}
        >
          {block.text}
        </Heading>
      );
    }
    case "paragraph":
      return <p lang={otherLanguage(block.text, language)}>{block.text}</p>;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index} lang={otherLanguage(item, language)}>
          {item}
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul className="list-disc space-y-1 pl-6">{items}</ul>
      );
    }
    case "table": {
      const [head = [], ...body] = block.rows;
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-slate-100">
                {head.map((cell, index) => (
                  <th key={index} scope="col" lang={otherLanguage(cell, language)} className={tableCellClass}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} lang={otherLanguage(cell, language)} className={tableCellClass}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
  }
}

/**
 * The notice's text, block by block, each with its anchor (`#p3`) and its number as a link to
 * it, so a reader can cite a paragraph and a search result can lead to the one it matched.
 */
function NoticeTextBlocks({ blocks }: { blocks: ReadonlyArray<TextBlock> }) {
  const { t } = useI18n();
  const firstMainHeading = blocks.findIndex((block) => block.kind === "heading" && block.level === 1);
  return (
    <ol className="mt-6 list-none space-y-4 text-slate-800">
      {blocks.map((block, index) => {
        const anchor = blockAnchor(index);
        const outline =
          block.kind === "heading" && block.level === 2 && firstMainHeading !== -1 && firstMainHeading < index ? 4 : 3;
        return (
          <li key={index} id={anchor} className="grid scroll-mt-24 grid-cols-[2.5rem_1fr] gap-2 target:bg-accent-soft">
            <a
              href={`#${anchor}`}
              aria-label={t("notices.reading.paragraph", { number: formatNumber(index + 1) })}
              className="pt-0.5 text-right text-sm text-slate-600 tabular-nums underline-offset-2 hover:underline"
            >
              {formatNumber(index + 1)}
            </a>
            <div className="min-w-0">
              <Block block={block} outline={outline} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** What the reading view says of the text above it: how it was had, or why there is none. */
function textNote(text: NoticeText, notice: Notice): Key | undefined {
  switch (text.state) {
    case "recognised":
      return "notices.reading.recognised";
    case "corrected":
      return "notices.reading.corrected";
    case "pdf":
      return "notices.reading.fromPdf";
    case "pending":
    case "unavailable":
      return "notices.reading.pending";
    case "failed":
      return "notices.reading.failed";
    case "none":
      return notice.file ? "notices.reading.picture" : notice.link ? "notices.reading.link" : undefined;
  }
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A notice's reading view (decision 0260): its title, section, number and dates, the file
 * (or link), where it is listed, then its text as headings, paragraphs, lists and tables.
 */
export function NoticeReading({ notice, text }: { notice: Notice; text: NoticeText }) {
  const { t, language } = useI18n();
  const title = localText(notice.title, notice.title_hi, language).text;
  const date = (value: string) => <time dateTime={value}>{formatDate(value, language)}</time>;
  const note = textNote(text, notice);
  const places = publicPlacesOf(t, notice.section, notice.archived);
  const shown = hasText(text.state) ? text.blocks : [];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm font-semibold text-slate-600">{t(`notices.sections.${notice.section}`)}</p>
      {/* Marked by its letters, as the blocks are: staff often write a Hindi notice's only title in Devanagari. */}
      <h1 lang={otherLanguage(title, language)} className="mt-1 text-h2 font-bold text-slate-900">
        {title}
      </h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {notice.order_number ? <Detail label={t("notices.reading.number")}>{notice.order_number}</Detail> : null}
        <Detail label={t("notices.reading.published")}>{date(notice.created_at)}</Detail>
        {notice.order_date ? <Detail label={t("notices.reading.orderDate")}>{date(notice.order_date)}</Detail> : null}
        {notice.end_date ? <Detail label={t("notices.reading.lastDate")}>{date(notice.end_date)}</Detail> : null}
        {notice.valid_until ? (
          <Detail label={t("notices.reading.validUntil")}>{date(notice.valid_until)}</Detail>
        ) : null}
      </dl>
      <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        {notice.file ? (
          <a
            href={notice.file.url}
            type={notice.file.content_type}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
          >
            <FileText aria-hidden="true" className="size-5" />
            {t(
              notice.file.content_type === "application/pdf" ? "notices.reading.download" : "notices.reading.openFile",
            )}{" "}
            <span className="font-normal">({fileSummary(notice.file)})</span>
          </a>
        ) : null}
        {notice.link ? (
          <ExternalLink
            href={notice.link}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            {t("notices.reading.openLink")}
          </ExternalLink>
        ) : null}
      </p>
      {places.length > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          {t("notices.reading.listedOn")}:{" "}
          {places.map((place, index) => (
            <span key={place.path}>
              {index > 0 ? ", " : null}
              <LocalLink to={place.path} className="text-brand underline underline-offset-2">
                {place.name}
              </LocalLink>
            </span>
          ))}
        </p>
      ) : null}
      <section aria-labelledby="notice-text" className="mt-10 border-t border-hairline pt-6">
        <h2 id="notice-text" className="text-h3 font-bold text-slate-900">
          {t("notices.reading.textHeading")}
        </h2>
        {note ? <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t(note)}</p> : null}
        {shown.length > 0 ? <NoticeTextBlocks blocks={shown} /> : null}
      </section>
    </main>
  );
}
