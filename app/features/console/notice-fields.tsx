import { useState } from "react";
import type { Notice } from "#common/api/notice.ts";
import { imageSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { fieldClass, labelClass } from "./form-styles.ts";
import { sectionFields, sectionLabel } from "./sections.ts";

/** The date part of a stored timestamp, for a date input. */
const dateOf = (value: string | null | undefined) => value?.slice(0, 10) ?? "";

/**
 * A notice's inputs, named as the current admin client names the multipart
 * fields (fileName, pdf, section, validUntil, autoArchive, endDate, apply,
 * vacancies, orderDate, orderNumber). The extra fields follow the chosen
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
      <div className="sm:col-span-2">
        <label htmlFor={id("title")} className={labelClass}>
          {t("console.notice.title")}
        </label>
        <input
          id={id("title")}
          name="fileName"
          required
          maxLength={300}
          defaultValue={notice?.title}
          className={fieldClass}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("section")} className={labelClass}>
          {t("console.notice.section")}
        </label>
        <select
          id={id("section")}
          name="section"
          required
          value={section}
          onChange={(event) => setSection(event.target.value as NoticeSectionKey)}
          className={fieldClass}
        >
          <option value="" disabled>
            {t("console.notice.chooseSection")}
          </option>
          {sections.map((key) => (
            <option key={key} value={key}>
              {sectionLabel(t, key)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id("file")} className={labelClass}>
          {acceptsImages ? t("console.notice.imageFile") : t("console.notice.file")}
        </label>
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
      </div>
      <div>
        <label htmlFor={id("link")} className={labelClass}>
          {t("console.notice.link")}
        </label>
        <input
          id={id("link")}
          name="link"
          type="url"
          defaultValue={notice?.link ?? ""}
          placeholder="https://"
          className={fieldClass}
        />
      </div>
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
      <div>
        <label htmlFor={id("valid-until")} className={labelClass}>
          {t("console.notice.validUntil")}
        </label>
        <input
          id={id("valid-until")}
          name="validUntil"
          type="date"
          required={autoArchive}
          disabled={!autoArchive}
          defaultValue={dateOf(notice?.valid_until)}
          className={fieldClass}
        />
      </div>
      {fields.lastDate ? (
        <div>
          <label htmlFor={id("end-date")} className={labelClass}>
            {t("console.notice.endDate")}
          </label>
          <input
            id={id("end-date")}
            name="endDate"
            type="date"
            defaultValue={dateOf(notice?.end_date)}
            className={fieldClass}
          />
        </div>
      ) : null}
      {fields.vacancies ? (
        <div>
          <label htmlFor={id("vacancies")} className={labelClass}>
            {t("console.notice.vacancies")}
          </label>
          <input
            id={id("vacancies")}
            name="vacancies"
            type="number"
            min={0}
            max={100000}
            defaultValue={notice?.vacancies ?? ""}
            className={fieldClass}
          />
        </div>
      ) : null}
      {fields.apply ? (
        <div className="sm:col-span-2">
          <label htmlFor={id("apply")} className={labelClass}>
            {t("console.notice.apply")}
          </label>
          <input
            id={id("apply")}
            name="apply"
            type="url"
            placeholder="https://"
            defaultValue={notice?.apply_link ?? ""}
            className={fieldClass}
          />
        </div>
      ) : null}
      {fields.order ? (
        <>
          <div>
            <label htmlFor={id("order-date")} className={labelClass}>
              {t("console.notice.orderDate")}
            </label>
            <input
              id={id("order-date")}
              name="orderDate"
              type="date"
              defaultValue={notice?.order_date ?? ""}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={id("order-number")} className={labelClass}>
              {t("console.notice.orderNumber")}
            </label>
            <input
              id={id("order-number")}
              name="orderNumber"
              maxLength={100}
              defaultValue={notice?.order_number ?? ""}
              className={fieldClass}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
