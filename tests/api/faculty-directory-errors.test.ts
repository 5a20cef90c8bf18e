import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * The faculty directory is drawn from the department schools. When they cannot
 * be had, the page names the specification's two errors in the page's language
 * and answers with a status no cache keeps (decision 0082).
 */
describe("the faculty directory when its department schools cannot be had", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => site.close());

  // Each request has its own query, so no page the cache kept can answer it.
  let requests = 0;
  /** The page's status and what it shows: its <main> (the catalogue in the loader data holds every message). */
  const directory = async (prefix = "") => {
    const response = await site.app.inject(`${prefix}/academics/faculty?q=&n=${(requests += 1)}`);
    return { statusCode: response.statusCode, body: /<main[\s\S]*<\/main>/.exec(response.body)?.[0] ?? "" };
  };

  it("says 'Network response was not ok' when the schools source fails", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(site.services.departments, "listSchools").mockRejectedValue(new Error("connect ECONNREFUSED"));

    const english = await directory();
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain("Network response was not ok");
    expect(english.body).toContain("The faculty directory cannot be shown just now.");
    expect(english.body).toContain("Faculty directory</h1>");

    const hindi = await directory("/hi");
    expect(hindi.statusCode).toBe(503);
    expect(hindi.body).toContain("नेटवर्क प्रतिक्रिया ठीक नहीं थी");
    expect(hindi.body).not.toContain("Network response was not ok");
    expect(consoleError).toHaveBeenCalled();
  });

  it("says 'Unexpected data format' when the schools source answers something that is not a list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const answer of [{ departmentSchools: [] }, null, "schools"]) {
      vi.spyOn(site.services.departments, "listSchools").mockResolvedValue(answer as never);

      const english = await directory();
      expect(english.statusCode).toBe(502);
      expect(english.body).toContain("Unexpected data format");
      expect(english.body).not.toContain("Network response was not ok");

      const hindi = await directory("/hi");
      expect(hindi.statusCode).toBe(502);
      expect(hindi.body).toContain("अप्रत्याशित डेटा प्रारूप");
    }
  });

  it("shows the directory and neither message when the schools are a list", async () => {
    const page = await directory();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="faculty-count"');
    expect(page.body).not.toContain("Network response was not ok");
    expect(page.body).not.toContain("Unexpected data format");
  });
});
