import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPublishedYears } from "#common/programs.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * A page's loader data travels inside its HTML: pages that list many records
 * carry only what they show, so a phone does not download and parse the rest.
 */
describe("the data pages carry only what they show", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  it("the programme pages list programmes without their structures", async () => {
    const programs = await site.services.programs.list();
    const published = programs.find(hasPublishedYears);
    expect(published).toBeDefined();
    const courseTitles = Object.values(published!.years).flatMap((year) =>
      year.semesters.flatMap((semester) => semester.courses.map((course) => course.title)),
    );
    // A title the structure has and no programme's name or code repeats.
    const title = courseTitles.find((candidate) => !programs.some((program) => program.name.includes(candidate)));
    expect(title).toBeDefined();

    for (const url of ["/courses", `/courses/${published!.programLevel.toLowerCase()}`, "/"]) {
      const page = await site.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(JSON.stringify(title).slice(1, -1));
    }
    // The programme's own page still shows its structure.
    const own = await site.app.inject(`/programs/${published!._id}`);
    expect(own.body).toContain(title!.replaceAll("&", "&amp;"));
  });

  it("the faculty directory lists people without their profiles, emails or qualifications", async () => {
    const people = await site.services.faculty.list({ limit: 1000 });
    const person = people.find((candidate) => candidate.profile && candidate.email);
    expect(person).toBeDefined();
    const directory = await site.app.inject("/academics/faculty");
    expect(directory.statusCode).toBe(200);
    expect(directory.body).toContain(`/faculty/${person!._id}`);
    expect(directory.body).not.toContain(person!.email);
    expect(directory.body).not.toContain(JSON.stringify(person!.profile).slice(1, 40));

    const profile = await site.app.inject(`/faculty/${person!._id}`);
    expect(profile.body).toContain(person!.email);
  });
});
