import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "../shell/toast.ts";
import { groupOfPage, mayEditGroup } from "#common/api/content.ts";
import type { Holiday, HolidayCalendar } from "#common/api/holidays.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, SelectField } from "../shell/fields.tsx";
import { ConfirmDialogButton } from "../shell/form-dialog.tsx";
import { primaryButtonClass } from "../shell/form-styles.ts";
import { LoadFailed } from "../shell/list-notes.tsx";
import { pagePath } from "#common/page-lookup.ts";

const holidaysKey = (year: number | undefined) => [consoleQueryKey, "holidays", year ?? "current"] as const;

const holidayBody = (form: FormData) => ({
  date: String(form.get("date") ?? ""),
  name_en: String(form.get("name_en") ?? "").trim(),
  name_hi: String(form.get("name_hi") ?? "").trim(),
});

/** /admin/holidays: a year's holidays, each changed or removed in its row, and a form to add one. */
export function HolidayEditor() {
  const { t } = useI18n();
  const { call, user } = useConsole();
  const queryClient = useQueryClient();
  const id = useId();
  const [year, setYear] = useState<number>();
  const calendar = useQuery({
    queryKey: holidaysKey(year),
    queryFn: () => call<{ calendar: HolidayCalendar }>(`/holidays${year ? `?year=${year}` : ""}`),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleQueryKey, "holidays"] });
  const onError = (error: Error) => toast.error(t("console.errors.generic", { message: error.message }));
  const add = useMutation({
    mutationFn: (body: object) => call("/holidays", { method: "POST", body: JSON.stringify(body) }),
    onSuccess: async () => {
      toast.success(t("console.holidayEditor.added"));
      await refresh();
    },
    onError,
  });
  if (calendar.isError) return <LoadFailed />;
  if (!calendar.data) return <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200" />;
  const shown = calendar.data.calendar;
  const editable = mayEditGroup(user, groupOfPage(pagePath("holidayCalendar")));
  // The years with holidays, and the next one, so next year's calendar can be started.
  const years = [...new Set([...shown.years, shown.year, Math.max(shown.year, ...shown.years) + 1])].sort();
  return (
    <div className="mt-6 space-y-6">
      <p className="text-slate-700">{t("console.holidayEditor.intro")}</p>
      <SelectField
        id={`${id}-year`}
        label={t("console.holidayEditor.year")}
        value={shown.year}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
        className="max-w-40"
      >
        {years.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </SelectField>
      {shown.holidays.length === 0 ? (
        <p className="text-slate-700">{t("console.holidayEditor.none", { year: shown.year })}</p>
      ) : null}
      <ul className="space-y-3">
        {shown.holidays.map((holiday) => (
          <li key={`${holiday._id}:${holiday.date}:${holiday.name_en}`}>
            <HolidayRow holiday={holiday} editable={editable} onChanged={refresh} />
          </li>
        ))}
      </ul>
      {editable ? (
        <form
          aria-labelledby={`${id}-add`}
          className="space-y-3 rounded-lg border border-hairline bg-card p-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            add.mutate(holidayBody(new FormData(form)), { onSuccess: () => form.reset() });
          }}
        >
          <h2 id={`${id}-add`} className="text-lg font-semibold text-slate-900">
            {t("console.holidayEditor.add")}
          </h2>
          <HolidayFields />
          <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
            {t("console.holidayEditor.add")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function HolidayFields({ holiday }: { holiday?: Holiday }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <InputField
        id={`${id}-date`}
        name="date"
        type="date"
        required
        label={t("console.holidayEditor.date")}
        defaultValue={holiday?.date}
      />
      <InputField
        id={`${id}-en`}
        name="name_en"
        required
        maxLength={120}
        label={t("console.holidayEditor.nameEn")}
        defaultValue={holiday?.name_en}
      />
      <InputField
        id={`${id}-hi`}
        name="name_hi"
        required
        maxLength={120}
        lang="hi"
        label={t("console.holidayEditor.nameHi")}
        defaultValue={holiday?.name_hi}
      />
    </div>
  );
}

function HolidayRow({
  holiday,
  editable,
  onChanged,
}: {
  holiday: Holiday;
  editable: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useI18n();
  const { call } = useConsole();
  const onError = (error: Error) => toast.error(t("console.errors.generic", { message: error.message }));
  const save = useMutation({
    mutationFn: (body: object) => call(`/holidays/${holiday._id}`, { method: "PATCH", body: JSON.stringify(body) }),
    onSuccess: async () => {
      toast.success(t("console.holidayEditor.saved", { name: holiday.name_en }));
      await onChanged();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => call(`/holidays/${holiday._id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success(t("console.holidayEditor.removed", { name: holiday.name_en }));
      await onChanged();
    },
    onError,
  });
  if (!editable) {
    return (
      <p>
        {holiday.date}: {holiday.name_en} / <span lang="hi">{holiday.name_hi}</span>
      </p>
    );
  }
  return (
    <form
      aria-label={`${holiday.date} ${holiday.name_en}`}
      className="rounded-lg border border-hairline bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(holidayBody(new FormData(event.currentTarget)));
      }}
    >
      <HolidayFields holiday={holiday} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {t("console.holidayEditor.save")}
        </button>
        <ConfirmDialogButton
          label={t("console.holidayEditor.remove")}
          buttonName={t("console.holidayEditor.removeLabel", { name: holiday.name_en, date: holiday.date })}
          title={t("console.holidayEditor.removeTitle")}
          text={t("console.holidayEditor.removeText", { name: holiday.name_en, date: holiday.date })}
          confirmLabel={t("console.holidayEditor.confirmRemove")}
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate(undefined, { onSuccess: close })}
        />
      </div>
    </form>
  );
}
