import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#common/api/audit.ts";
import { actorInWords, auditSentence, changeInWords } from "#app/features/console/shell/audit-words.ts";
import { translator } from "#app/i18n/i18n.tsx";
import englishConsole from "#app/i18n/messages/en/console.ts";
import hindiConsole from "#app/i18n/messages/hi/console.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { switchedOffEventPopup } from "../support/home-blocks.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

const english = translator({ console: englishConsole }, undefined, "en");
const hindi = translator({ console: hindiConsole }, undefined, "hi");

/**
 * Issue 39's acceptance, and issue 54's: the audit log shows each of staff's changes as a sentence
 * naming what changed, the person named once beside it, and each field in words. The changes go
 * through the API; the console's words are made from the entries GET /audit answers, with the
 * console's own functions and messages.
 */
describe.each(testEngines)("the audit log's sentences for what staff change on %s", (engine) => {
  let api: TestApi;
  let registrar: string;

  const send = (method: "PUT" | "PATCH" | "POST", url: string, payload: string | object, contentType?: string) =>
    api.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(registrar), "content-type": contentType ?? "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    registrar = await signIn(api.app, "registrar@dseu.test");
  });
  afterAll(() => api.close());

  it("writes a page edit, a campus, the Vice-Chancellor, a CSV import, the pop-up and the home lists as sentences, the Registrar named once", async () => {
    const page = "/content?path=/about-us/history&lang=en";
    const opened = (await getJson(api.app, `/api/v1${page}`, bearer(registrar))).json.data.page;
    const run = async (label: string, answer: Promise<{ statusCode: number; body: string }>) => {
      const { statusCode, body } = await answer;
      expect(statusCode, `${label}: ${body}`).toBeLessThan(300);
    };
    await run(
      "page",
      send("PUT", page, {
        title: "History",
        body: "A new history.",
        publish: true,
        baseRevision: opened.revisions[0].revision,
      }),
    );
    await run("campus", send("PATCH", "/campus/dwarka", { phone: "011 2345 6789", email: "dwarka@dseu.ac.in" }));
    await run(
      "officer",
      send("PATCH", "/officials/vice-chancellor", { name_en: "Prof. Asha Rao", name_hi: "प्रो. आशा राव" }),
    );
    const department = await api.database.db
      .selectFrom("department")
      .select("name")
      .orderBy("name")
      .executeTakeFirstOrThrow();
    const rows = Array.from(
      { length: 297 },
      (_, index) => `audit.${index}@example.org,Dr.,Audit${index},Person,${department.name},Lecturer`,
    );
    rows.push(
      `bad1@example.org,Dr.,Bad,One,No Such Department,Lecturer`,
      `bad2@example.org,Dr.,=cmd|' /C calc'!A0,Two,${department.name},Lecturer`,
      `audit.0@example.org,Dr.,Again,Three,${department.name},Lecturer`,
    );
    await run(
      "import",
      send(
        "POST",
        "/faculty/import",
        `email,salutation,firstname,surname,department,designation\n${rows.join("\n")}\n`,
        "text/csv",
      ),
    );
    await run("pop-up", send("PUT", "/home/event-popup", switchedOffEventPopup));
    await run(
      "header",
      send("PUT", "/home/header-images", {
        images: [{ image: { shipped: "campus-skyline" }, alt_en: "A skyline", alt_hi: "इमारतों की पंक्ति" }],
      }),
    );

    const entries: AuditEntry[] = (await getJson(api.app, "/api/v1/audit?limit=6", bearer(registrar))).json.data
      .entries;
    expect(entries.map((entry) => auditSentence(english, "en", entry))).toEqual([
      "Changed the header pictures",
      "Changed the event pop-up",
      "Imported faculty from a CSV file: 297 added, 0 changed, 3 rows refused",
      "Changed the officer ‘Prof. Asha Rao’",
      "Changed the campus ‘DSEU Dwarka Campus (HQ)’",
      "Changed the page ‘History’ (English)",
    ]);
    expect(entries.map((entry) => actorInWords(english, entry))).toEqual(Array(6).fill("Registrar"));
    const [, , , officer, campus] = entries;
    expect(officer!.changes.map((change) => changeInWords(english, "en", officer!, change))).toEqual([
      "Title: ‘Vice-Chancellor’ → ‘Prof. Asha Rao’",
      "Name (English): added ‘Prof. Asha Rao’",
      "Name (Hindi): added ‘प्रो. आशा राव’",
    ]);
    expect(campus!.changes.map((change) => changeInWords(english, "en", campus!, change))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Phone: (added ‘011 2345 6789’|‘.+’ → ‘011 2345 6789’)$/)]),
    );
    // The Hindi console says the same in Hindi, without the name, which its own column shows.
    for (const entry of entries) {
      const sentence = auditSentence(hindi, "hi", entry);
      expect(sentence, entry.action).toMatch(/[\u0900-\u097F]/u);
      expect(sentence, entry.action).not.toContain("Registrar");
    }
  });
});
