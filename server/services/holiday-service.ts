import type { Kysely, Selectable } from "kysely";
import { groupOfPage, mayEditGroup } from "#common/api/content.ts";
import {
  holidayLimits,
  type Holiday,
  type HolidayCalendar,
  type HolidayChange,
  type NewHoliday,
} from "#common/api/holidays.ts";
import type { StaffUser } from "#common/api/staff.ts";
import { yearInIndia } from "#common/india-time.ts";
import type { Database, HolidayTable } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { Refusal } from "./refusal.ts";
import { pagePath } from "#common/page-lookup.ts";

/** The holiday calendar is edited by the group of its page (academics). */
const holidaysGroup = groupOfPage(pagePath("holidayCalendar"));

const toHoliday = ({ id, date, name_en, name_hi }: Selectable<HolidayTable>): Holiday => ({
  _id: id,
  date,
  name_en,
  name_hi,
});

/**
 * The holiday calendar, per year (docs/decisions/0164): a public read, cached; admins and
 * editors of the academics pages add, change and remove days, audited by name, and every
 * process forgets the old calendar once a write commits.
 */
export function createHolidayService(db: Kysely<Database>, cache: ReadCache) {
  const checkMayEdit = (user: StaffUser) => {
    if (!mayEditGroup(user, holidaysGroup)) {
      throw new Refusal(
        "forbidden",
        `Your account may not change the holiday calendar: it needs the ${holidaysGroup} page group`,
      );
    }
  };

  const years = async (executor: Kysely<Database>) =>
    [
      ...new Set(
        (await executor.selectFrom("holiday").select("date").execute()).map((row) => Number(row.date.slice(0, 4))),
      ),
    ].sort((a, b) => a - b);

  const checkRoom = async (executor: Kysely<Database>, date: string, except?: string) => {
    const year = date.slice(0, 4);
    let query = executor
      .selectFrom("holiday")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("date", ">=", `${year}-01-01`)
      .where("date", "<=", `${year}-12-31`);
    if (except) query = query.where("id", "!=", except);
    const { count } = await query.executeTakeFirstOrThrow();
    if (Number(count) >= holidayLimits.perYear) {
      throw new Refusal("conflict", `A year's calendar holds at most ${holidayLimits.perYear} holidays`);
    }
  };

  const holidayRow = async (executor: Kysely<Database>, id: string) => {
    const row = await executor.selectFrom("holiday").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", `No holiday has the id ${id}`);
    return row;
  };

  return {
    /**
     * A year's holidays by date. Without a year: this year in India if it has any, else the
     * latest year that has.
     */
    calendar(year?: number): Promise<HolidayCalendar> {
      return cache.read(`holidays:${year ?? `current-${yearInIndia(Date.now())}`}`, async () => {
        const known = await years(db);
        const thisYear = yearInIndia(Date.now());
        const shown = year ?? (known.includes(thisYear) || known.length === 0 ? thisYear : known.at(-1)!);
        const rows = await db
          .selectFrom("holiday")
          .selectAll()
          .where("date", ">=", `${shown}-01-01`)
          .where("date", "<=", `${shown}-12-31`)
          .orderBy("date")
          .orderBy("name_en")
          .execute();
        return { value: { year: shown, years: known, holidays: rows.map(toHoliday) } };
      });
    },

    async add(user: StaffUser, actor: Actor, holiday: NewHoliday): Promise<Holiday> {
      checkMayEdit(user);
      return committedWrite(db, cache, async (trx) => {
        await checkRoom(trx, holiday.date);
        const now = new Date().toISOString();
        const row = { id: newRowId(), ...holiday, created_at: now, updated_at: now };
        await trx.insertInto("holiday").values(row).execute();
        await recordAudit(trx, actor, {
          action: "holiday.add",
          targetType: "holiday",
          targetId: row.id,
          after: { title: row.name_en, date: row.date },
        });
        return toHoliday(row);
      });
    },

    async update(user: StaffUser, actor: Actor, id: string, change: HolidayChange): Promise<Holiday> {
      checkMayEdit(user);
      return committedWrite(db, cache, async (trx) => {
        const before = await holidayRow(trx, id);
        if (change.date && change.date.slice(0, 4) !== before.date.slice(0, 4)) await checkRoom(trx, change.date, id);
        await trx
          .updateTable("holiday")
          .set({ ...change, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        const after = await holidayRow(trx, id);
        await recordAudit(trx, actor, {
          action: "holiday.update",
          targetType: "holiday",
          targetId: id,
          before: { title: before.name_en, date: before.date },
          after: { title: after.name_en, date: after.date },
        });
        return toHoliday(after);
      });
    },

    async remove(user: StaffUser, actor: Actor, id: string): Promise<void> {
      checkMayEdit(user);
      await committedWrite(db, cache, async (trx) => {
        const before = await holidayRow(trx, id);
        await trx.deleteFrom("holiday").where("id", "=", id).execute();
        await recordAudit(trx, actor, {
          action: "holiday.remove",
          targetType: "holiday",
          targetId: id,
          before: { title: before.name_en, date: before.date },
        });
      });
    },
  };
}

export type HolidayService = ReturnType<typeof createHolidayService>;
