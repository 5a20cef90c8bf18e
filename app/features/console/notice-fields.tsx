import { useEffect, useRef, useState, type ReactNode } from "react";
import { apiPrefix } from "#common/api/envelope.ts";
import type { Notice } from "#common/api/notice.ts";
import { devanagari, noticeTitleMaxLength } from "#common/api/notice-form.ts";
import { imageSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { formatDate, inIndia } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { InputField, LabelledField, SelectField } from "./fields.tsx";
import { fieldClass, labelClass } from "./form-styles.ts";
import { sectionFields, sectionLabel } from "./sections.ts";

/** The date part of a stored timestamp, for a date input. */
const dateOf = (value: string | null | undefined) => value?.slice(0, 10) ?? "";

/** India's offset, which a scheduled moment is given in: staff mean Delhi's clock. */
const indiaOffset = "+05:30";

/** The present in India as a `datetime-local` value (minutes), the earliest a schedule may name. */
const nowInIndia = () => inIndia(new Date()).toISOString().slice(0, 16);

type PublishWhen = "now" | "date" | "later";

/** The form's `publishAt`: blank (now on upload, unchanged on an edit), a date, or a moment in India. */
function publishAtValue(when: PublishWhen, date: string, moment: string): string {
  if (when === "date") return date;
  if (when === "later" && moment) return `${moment}:00${indiaOffset}`;
  return "";
}

/**
 * When the notice is published: now (or, on an edit, as it is), on a date (an order issued on
 * paper keeps its own date), or later at a moment, scheduled.
 */
function PublishWhenFields({ notice, id }: { notice?: Notice; id: (name: string) => string }) {
  const { t, language } = useI18n();
  const [when, setWhen] = useState<PublishWhen>("now");
  const [date, setDate] = useState(dateOf(notice?.created_at));
  const [moment, setMoment] = useState("");
  const choices: Array<[PublishWhen, string]> = [
    [
      "now",
      notice
        ? t("console.notice.whenKeep", { date: formatDate(notice.created_at, language) })
        : t("console.notice.whenNow"),
    ],
    ["date", t("console.notice.whenDate")],
    ["later", t("console.notice.whenLater")],
  ];
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className={labelClass}>{t("console.notice.when")}</legend>
      <input type="hidden" name="publishAt" value={publishAtValue(when, date, moment)} />
      {choices.map(([value, label]) => (
        <div key={value} className="flex items-center gap-3">
          <input
            id={id(`when-${value}`)}
            type="radio"
            name={id("when")}
            checked={when === value}
            onChange={() => setWhen(value)}
            className="size-5 accent-brand"
          />
          <label htmlFor={id(`when-${value}`)} className="text-slate-900">
            {label}
          </label>
        </div>
      ))}
      {when === "date" ? (
        <InputField
          id={id("publish-date")}
          label={t("console.notice.date")}
          type="date"
          required
          min="1950-01-01"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      ) : null}
      {when === "later" ? (
        <LabelledField id={id("publish-moment")} label={t("console.notice.moment")}>
          <input
            id={id("publish-moment")}
            type="datetime-local"
            required
            min={nowInIndia()}
            value={moment}
            onChange={(event) => setMoment(event.target.value)}
            aria-describedby={id("publish-moment-hint")}
            className={fieldClass}
          />
          <p id={id("publish-moment-hint")} className="mt-1 text-sm text-slate-700">
            {t("console.notice.momentHint")}
          </p>
        </LabelledField>
      ) : null}
    </fieldset>
  );
}

/** The notice the form describes, as the public would get it, for the preview. */
function draftNotice(form: FormData, base: Notice | undefined, chosen: ChosenFile | null): Notice {
  const text = (name: string) => String(form.get(name) ?? "").trim() || null;
  const publishAt = text("publishAt");
  const now = new Date().toISOString();
  const createdAt = publishAt
    ? new Date(publishAt.length === 10 ? `${publishAt}T00:00:00Z` : publishAt).toISOString()
    : (base?.created_at ?? now);
  const vacancies = text("vacancies");
  return {
    _id: base?._id ?? "preview",
    title: text("fileName") ?? "",
    title_hi: text("title_hi"),
    section: (text("section") ?? base?.section ?? "tenders") as NoticeSectionKey,
    created_at: createdAt,
    updated_at: now,
    archive: base?.archive ?? false,
    archived: base?.archived ?? false,
    file: chosen
      ? {
          _id: "preview",
          url: chosen.url,
          name: chosen.file.name,
          content_type: chosen.file.type,
          size: chosen.file.size,
        }
      : base?.file
        ? // The public address of a scheduled notice's file answers 404 until its moment.
          { ...base.file, url: `${apiPrefix}/notice/${base._id}/file` }
        : null,
    link: text("link"),
    valid_until: text("validUntil"),
    end_date: text("endDate") ? `${text("endDate")}T23:59:59.999Z` : null,
    apply_link: text("apply"),
    vacancies: vacancies === null ? null : Number(vacancies),
    order_date: text("orderDate"),
    order_number: text("orderNumber"),
    created_by: base?.created_by ?? null,
  };
}

type ChosenFile = { file: File; url: string };

/** The chosen file and its object URL while it is chosen; the URL is given back to the browser after. */
function useChosenFile(): [ChosenFile | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const latest = useRef<ChosenFile | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    latest.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setChosen(latest.current);
  };
  return [chosen, choose];
}

/**
 * What the public will see before it is published: the board's row (drawn by `row`, which the
 * route takes from the notice boards) and the file's first page in the browser's own viewer.
 */
function NoticePreview({ notice, row, id }: { notice: Notice | null; row: (notice: Notice) => ReactNode; id: string }) {
  const { t } = useI18n();
  if (!notice || !notice.title) return null;
  const file = notice.file;
  return (
    <section aria-labelledby={id} className="space-y-3 sm:col-span-2">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {t("console.notice.preview")}
      </h3>
      {row(notice)}
      {file ? (
        file.content_type.startsWith("image/") ? (
          <img
            src={file.url}
            alt={t("console.notice.previewFile")}
            className="max-h-96 rounded border border-hairline"
          />
        ) : (
          <iframe
            src={`${file.url}#page=1&view=FitH`}
            title={t("console.notice.previewFile")}
            className="h-96 w-full rounded border border-hairline"
          />
        )
      ) : notice.link ? (
        <p className="break-all text-slate-700">{t("console.notice.previewLink", { link: notice.link })}</p>
      ) : (
        <p className="text-slate-700">{t("console.notice.previewNoFile")}</p>
      )}
    </section>
  );
}

/**
 * A notice's inputs, named as the current admin client names the multipart
 * fields (fileName, pdf, section, validUntil, autoArchive, endDate, apply,
 * vacancies, orderDate, orderNumber), and the optional Hindi title (title_hi). The extra fields follow the chosen
 * section: job adverts get a last date, vacancies and an apply link; office
 * orders their date and number. `idPrefix` keeps ids unique when a dialog
 * holds a second form.
 */
export function NoticeFields({
  sections,
  notice,
  idPrefix,
  previewRow,
}: {
  sections: ReadonlyArray<NoticeSectionKey>;
  notice?: Notice;
  idPrefix: string;
  /** Draws the notice as its board shows it; without it, no preview. */
  previewRow?: (notice: Notice) => ReactNode;
}) {
  const { t } = useI18n();
  const [section, setSection] = useState<NoticeSectionKey | "">(notice?.section ?? "");
  const [autoArchive, setAutoArchive] = useState(Boolean(notice?.valid_until));
  const fields = sectionFields(section);
  const id = (name: string) => `${idPrefix}-${name}`;
  const acceptsImages = section !== "" && imageSectionKeys.includes(section);
  const [chosenFile, chooseFile] = useChosenFile();
  const [draft, setDraft] = useState<FormData | null>(null);
  // Every change anywhere in the fields (they bubble here) redraws the preview from the form,
  // once rendered, so the publication moment's hidden field is read with its new value.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [changes, setChanges] = useState(notice ? 1 : 0);
  useEffect(() => {
    const form = fieldsRef.current?.closest("form");
    if (changes > 0 && form) setDraft(new FormData(form));
  }, [changes]);
  const redraw = () => setChanges((count) => count + 1);

  return (
    <div
      className="grid gap-4 sm:grid-cols-2"
      ref={fieldsRef}
      onInput={previewRow ? redraw : undefined}
      onChange={previewRow ? redraw : undefined}
    >
      <InputField
        id={id("title")}
        label={t("console.notice.title")}
        className="sm:col-span-2"
        name="fileName"
        required
        maxLength={noticeTitleMaxLength}
        defaultValue={notice?.title}
      />
      <LabelledField id={id("title-hi")} label={t("console.notice.titleHi")} className="sm:col-span-2">
        <input
          id={id("title-hi")}
          name="title_hi"
          lang="hi"
          maxLength={noticeTitleMaxLength}
          // The API's own check, in the browser first: at least one Devanagari letter.
          pattern={`.*${devanagari.source}.*`}
          defaultValue={notice?.title_hi ?? ""}
          aria-describedby={id("title-hi-hint")}
          className={fieldClass}
        />
        <p id={id("title-hi-hint")} className="mt-1 text-sm text-slate-700">
          {t("console.notice.titleHiHint")}
        </p>
      </LabelledField>
      <SelectField
        id={id("section")}
        label={t("console.notice.section")}
        className="sm:col-span-2"
        name="section"
        required
        value={section}
        onChange={(event) => setSection(event.target.value as NoticeSectionKey)}
      >
        <option value="" disabled>
          {t("console.notice.chooseSection")}
        </option>
        {sections.map((key) => (
          <option key={key} value={key}>
            {sectionLabel(t, key)}
          </option>
        ))}
      </SelectField>
      <LabelledField id={id("file")} label={acceptsImages ? t("console.notice.imageFile") : t("console.notice.file")}>
        <input
          id={id("file")}
          name="pdf"
          type="file"
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          accept={acceptsImages ? "application/pdf,image/jpeg,image/png,image/webp" : "application/pdf"}
          aria-describedby={notice ? id("file-hint") : undefined}
          className={`${fieldClass} file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
        />
        {notice ? (
          <p id={id("file-hint")} className="mt-1 text-sm text-slate-700">
            {t("console.notice.keepFile")}
          </p>
        ) : null}
      </LabelledField>
      <InputField
        id={id("link")}
        label={t("console.notice.link")}
        name="link"
        type="url"
        defaultValue={notice?.link ?? ""}
        placeholder="https://"
      />
      <div className="flex items-center gap-3 self-end">
        <input
          id={id("auto-archive")}
          type="checkbox"
          checked={autoArchive}
          onChange={(event) => setAutoArchive(event.target.checked)}
          className="size-5 accent-brand"
        />
        <input type="hidden" name="autoArchive" value={String(autoArchive)} />
        <label htmlFor={id("auto-archive")} className="font-medium text-slate-900">
          {t("console.notice.autoArchive")}
        </label>
      </div>
      <InputField
        id={id("valid-until")}
        label={t("console.notice.validUntil")}
        name="validUntil"
        type="date"
        required={autoArchive}
        disabled={!autoArchive}
        defaultValue={dateOf(notice?.valid_until)}
      />
      {fields.lastDate ? (
        <InputField
          id={id("end-date")}
          label={t("console.notice.endDate")}
          name="endDate"
          type="date"
          defaultValue={dateOf(notice?.end_date)}
        />
      ) : null}
      {fields.vacancies ? (
        <InputField
          id={id("vacancies")}
          label={t("console.notice.vacancies")}
          name="vacancies"
          type="number"
          min={0}
          max={100000}
          defaultValue={notice?.vacancies ?? ""}
        />
      ) : null}
      {fields.apply ? (
        <InputField
          id={id("apply")}
          label={t("console.notice.apply")}
          className="sm:col-span-2"
          name="apply"
          type="url"
          placeholder="https://"
          defaultValue={notice?.apply_link ?? ""}
        />
      ) : null}
      {fields.order ? (
        <>
          <InputField
            id={id("order-date")}
            label={t("console.notice.orderDate")}
            name="orderDate"
            type="date"
            defaultValue={notice?.order_date ?? ""}
          />
          <InputField
            id={id("order-number")}
            label={t("console.notice.orderNumber")}
            name="orderNumber"
            maxLength={100}
            defaultValue={notice?.order_number ?? ""}
          />
        </>
      ) : null}
      <PublishWhenFields notice={notice} id={id} />
      {previewRow ? (
        <NoticePreview
          notice={draft ? draftNotice(draft, notice, chosenFile) : null}
          row={previewRow}
          id={id("preview")}
        />
      ) : null}
    </div>
  );
}
