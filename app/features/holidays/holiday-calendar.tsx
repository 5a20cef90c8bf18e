import { formatMonth, formatWeekday } from "#app/i18n/calendar-format.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { holidayCalendarFilePath } from "./calendar-file-path.ts";
import type { HolidayCalendar as Calendar } from "#common/api/holidays.ts";
import { monthWeeks } from "./holidays.ts";

// 4 January 2026 was a Sunday: the week's day names start there.
const sunday = Date.UTC(2026, 0, 4);
const weekdays = Array.from({ length: 7 }, (_, day) => new Date(sunday + day * 86_400_000).toISOString());

/**
 * The year's holidays twice: a table that everyone, screen readers included,
 * reads, and twelve month grids that show them at a glance. The grids repeat
 * the table, so assistive technology skips them.
 */
export function HolidayCalendar({ calendar }: { calendar: Calendar }) {
  const { t, language, localize } = useI18n();
  const { year: holidayYear, holidays } = calendar;
  const year = String(holidayYear);
  // Two holidays on one day share its mark.
  const nameOf = (holiday: Calendar["holidays"][number]) => (language === "hi" ? holiday.name_hi : holiday.name_en);
  const byDate = new Map<string, string>();
  for (const holiday of holidays) {
    byDate.set(holiday.date, [byDate.get(holiday.date), nameOf(holiday)].filter(Boolean).join("; "));
  }
  return (
    <>
      <h2 className="mt-8 text-h3 font-bold text-slate-900">{t("infoPage.holidays.listTitle", { year })}</h2>
      <p className="mt-3">
        {/* A file, not a page: the browser hands it to the visitor's calendar app. */}
        <a href={localize(holidayCalendarFilePath)} type="text/calendar" className="text-brand underline">
          {t("infoPage.holidays.calendarFile")}
        </a>
      </p>
      {holidays.length === 0 ? <p className="mt-4">{t("infoPage.holidays.none", { year })}</p> : null}
      <ScrollTable
        framed={false}
        className="mt-4"
        textSize="text-base"
        columns={[
          t("infoPage.holidays.columnDate"),
          t("infoPage.holidays.columnDay"),
          t("infoPage.holidays.columnHoliday"),
        ]}
      >
        {holidays.map((holiday) => (
          <tr key={holiday._id}>
            <td className={`${tableCellClass} whitespace-nowrap`}>
              <time dateTime={holiday.date}>{formatDate(holiday.date, language)}</time>
            </td>
            <td className={tableCellClass}>{formatWeekday(holiday.date, language)}</td>
            <th scope="row" className={`${tableCellClass} font-medium`}>
              {nameOf(holiday)}
            </th>
          </tr>
        ))}
      </ScrollTable>
      <div aria-hidden="true">
        <h2 className="mt-10 text-h3 font-bold text-slate-900">{t("infoPage.holidays.gridTitle", { year })}</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 12 }, (_, month) => (
            <div key={month} className="rounded-lg border border-hairline bg-card p-3">
              <p className="mb-2 font-semibold text-slate-900">{formatMonth(holidayYear, month, language)}</p>
              <div className="grid grid-cols-7 text-center text-sm">
                {weekdays.map((day) => (
                  <span key={day} className="py-1 text-xs font-semibold text-slate-600">
                    {formatWeekday(day, language, "short")}
                  </span>
                ))}
                {monthWeeks(holidayYear, month)
                  .flat()
                  .map((day, index) => {
                    if (day === null) return <span key={index} />;
                    const date = `${holidayYear}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
                    const name = byDate.get(date);
                    return (
                      <span
                        key={index}
                        title={name ? t("infoPage.holidays.holidayMark", { name }) : undefined}
                        className={`rounded py-1 ${name ? "bg-accent font-bold text-slate-900" : "text-slate-700"}`}
                      >
                        {formatNumber(day)}
                      </span>
                    );
                  })}
              </div>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
