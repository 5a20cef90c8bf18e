import { useState } from "react";
import type { Notice } from "#common/api/notice.ts";
import { devanagari, noticeTitleMaxLength } from "#common/api/notice-form.ts";
import { imageSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { InputField, LabelledField, SelectField } from "./fields.tsx";
import { fieldClass } from "./form-styles.ts";
import { sectionFields, sectionLabel } from "./sections.ts";

/** The date part of a stored timestamp, for a date input. */
const dateOf = (value: string | null | undefined) => value?.slice(0, 10) ?? "";

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
}: {
  sections: ReadonlyArray<NoticeSectionKey>;
  notice?: Notice;
  idPrefix: string;
}) {
  const { t } = useI18n();
  const [section, setSection] = useState<NoticeSectionKey | "">(notice?.section ?? "");
  const [autoArchive, setAutoArchive] = useState(Boolean(notice?.valid_until));
  const fields = sectionFields(section);
  const id = (name: string) => `${idPrefix}-${name}`;
  const acceptsImages = section !== "" && imageSectionKeys.includes(section);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
    </div>
  );
}
