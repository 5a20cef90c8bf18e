import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultFormBudgets } from "#server/services/form-guard-service.ts";
import { sampleGrievance } from "../support/grievance-sample.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * The public forms as a campus network reaches them: every post from one address
 * (the injected requests' 127.0.0.1), through the built pages' actions. The budgets
 * are FORM_RATE_LIMIT's and FORM_LOOKUP_RATE_LIMIT's defaults.
 */
describe("the public forms through the pages", () => {
  let site: TestSite;
  // A site (and database) per test: each starts with the address's budgets unspent.
  beforeEach(async () => {
    site = await createTestSite();
  });
  afterEach(() => site.close());

  const post = (url: string, fields: Record<string, string>) =>
    site.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams(fields).toString(),
    });
  let people = 0;
  const alumnus = (overrides: Record<string, string> = {}) => {
    people += 1;
    return {
      token: crypto.randomUUID(),
      name: `Student ${people}`,
      programme: "Diploma in Computer Engineering",
      yearOfPassing: "2021",
      email: `student.${people}@example.com`,
      consent: "on",
      ...overrides,
    };
  };
  const grievance = () => ({ token: crypto.randomUUID(), ...sampleGrievance });
  const lookUp = () => post("/grievance-status", { reference: "GRV-2020-000001", email: "nobody@example.com" });
  const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
    const answered = [];
    for (let index = 0; index < count; index++) answered.push((await send()).statusCode);
    return answered;
  };

  it("counts only accepted posts, per form, with the look-ups apart, and refuses past each budget", async () => {
    const { submissionsPerMinute, lookupsPerMinute } = defaultFormBudgets;
    // A class behind one address: posts to correct, then the look-ups, spend none of the forms' budgets.
    expect(await statuses(10, () => post("/alumni", alumnus({ email: "not an email" })))).toEqual(Array(10).fill(400));
    expect(await statuses(lookupsPerMinute, lookUp)).toEqual(Array(lookupsPerMinute).fill(404));
    expect((await lookUp()).statusCode).toBe(429);
    expect(await statuses(submissionsPerMinute, () => post("/alumni", alumnus()))).toEqual(
      Array(submissionsPerMinute).fill(200),
    );
    const refused = await post("/alumni", alumnus());
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("Too many");
    // The grievance form has its own budget.
    expect((await post("/grievance-form", grievance())).statusCode).toBe(200);
  });

  it("never changes a stored registration from the form, and answers a known email as an unknown one", async () => {
    /** What the page says once a registration is taken. */
    const answer = (body: string) => /data-testid="alumni-registered"[^>]*>(.*?)<\/div>/s.exec(body)?.[1];
    const first = await post("/alumni", alumnus({ name: "Ravi Kumar", email: "ravi@example.com" }));
    const [stored] = await site.services.alumni.list();
    const again = await post(
      "/alumni",
      alumnus({ name: "Not Ravi", email: "RAVI@example.com", organisation: "Elsewhere" }),
    );
    const unknown = await post("/alumni", alumnus({ email: "someone.new@example.com" }));
    expect([first.statusCode, again.statusCode, unknown.statusCode]).toEqual([200, 200, 200]);
    expect(answer(first.body)).toContain("your registration has been received");
    expect(answer(again.body)).toBe(answer(first.body));
    expect(answer(unknown.body)).toBe(answer(first.body));
    const ravi = (await site.services.alumni.list()).filter((row) => row.email === "ravi@example.com");
    expect(ravi).toHaveLength(2);
    // The first registration is as it was; the second waits for a reviewer, marked as a possible duplicate.
    expect(ravi.find((row) => row._id === stored!._id)).toEqual({ ...stored, other_registrations: 1 });
    expect(ravi.find((row) => row._id !== stored!._id)).toMatchObject({
      name: "Not Ravi",
      current_organisation: "Elsewhere",
      status: "new",
      other_registrations: 1,
    });
  });
});
