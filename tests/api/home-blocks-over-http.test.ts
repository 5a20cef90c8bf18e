import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";
import { posterImage } from "../support/images.ts";

/**
 * What staff change in the console shows in the HTML the server sends, at once: the event
 * pop-up (on, off, a new poster, its dates), a programme's page, and people a CSV file added
 * in the faculty directory (decisions 0165 to 0167).
 */
describe("home blocks, programmes and imported faculty in the served pages", () => {
  let site: TestSite;
  let admin: string;
  const openPopup = /<dialog [^>]*\bopen=""/;
  const pages = ["/", "/hi", "/admission", "/hi/about-us/history", "/academics/faculty"];

  const inject = (method: "PUT" | "POST" | "PATCH", url: string, payload: string | Buffer, contentType: string) =>
    site.app.inject({ method, url, payload, headers: { ...bearer(admin), "content-type": contentType } });
  const setPopup = async (popup: object) => {
    const response = await inject(
      "PUT",
      "/api/v1/home/event-popup",
      JSON.stringify({
        enabled: true,
        poster: null,
        link: null,
        alt_en: "Poster: admissions open",
        alt_hi: "पोस्टर: प्रवेश खुले",
        show_from: null,
        show_until: null,
        ...popup,
      }),
      "application/json",
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const html = async (path: string) => {
    const response = await site.app.inject(path);
    expect(response.statusCode, path).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    site = await createTestSite();
    await createStaff(site.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    admin = await signIn(site.app, "registrar@dseu.test");
  }, 180_000);
  afterAll(() => site.close());

  it("shows a new poster, its alt text in each language and its link on every page, at once", async () => {
    // Pages read (and kept by the page cache) before the change.
    expect(await html("/")).toMatch(/<img [^>]*src="\/assets\/event-poster[^"]*\.svg"/);
    const upload = await inject("POST", "/api/v1/home/images", await posterImage("png"), "image/png");
    expect(upload.statusCode, upload.body).toBe(201);
    const { image: poster } = upload.json().data;
    await setPopup({ poster: { id: poster.id, small_id: poster.small_id }, link: "/admission" });

    for (const path of pages) {
      const body = await html(path);
      expect(body, path).toMatch(openPopup);
      const alt = path.startsWith("/hi") ? "पोस्टर: प्रवेश खुले" : "Poster: admissions open";
      expect(body, path).toContain(
        `<img src="${poster.small_url}" srcSet="${poster.small_url} 1x, ${poster.url} 2x" width="800" height="1000" alt="${alt}"`,
      );
      expect(body, path).toMatch(/<a href="\/admission" class="block[^"]*"><img /);
      expect(body, path).not.toContain("event-poster");
    }
    // The poster is asked for first, at both sizes.
    expect(await html("/")).toMatch(/<link rel="preload" [^>]*as="image"[^>]*imageSrcSet="[^"]*1x/i);
  });

  it("shows no pop-up on any page when switched off, or outside its dates, and again when on", async () => {
    await setPopup({ enabled: false });
    for (const path of pages) {
      const body = await html(path);
      expect(body, path).not.toMatch(openPopup);
      expect(body, path).not.toMatch(/Poster: admissions open|पोस्टर: प्रवेश खुले|event-poster/);
    }
    await setPopup({ show_from: "2099-01-01" });
    expect(await html("/")).not.toMatch(openPopup);
    await setPopup({ show_until: "2000-01-01" });
    expect(await html("/admission")).not.toMatch(openPopup);
    await setPopup({});
    expect(await html("/")).toMatch(openPopup);
    // Still once per browser session.
    const seen = await site.app.inject({ url: "/", headers: { cookie: "event-popup-seen=1" } });
    expect(seen.body).not.toMatch(openPopup);
  });

  it("shows the header pictures on every page, and the achievements and partners on the home page, at once in both languages", async () => {
    // Pages read (and kept by the page cache) before the change.
    expect(await html("/admission")).toContain('src="/images/header/campus-skyline.svg"');
    expect(await html("/")).toContain("Record placements");
    const upload = await inject("POST", "/api/v1/home/images?for=header", await posterImage("png"), "image/png");
    expect(upload.statusCode, upload.body).toBe(201);
    const { image } = upload.json().data;
    const put = async (url: string, body: object) =>
      expect((await inject("PUT", url, JSON.stringify(body), "application/json")).statusCode).toBe(200);
    await put("/api/v1/home/header-images", {
      images: [
        {
          image: { id: image.id, small_id: image.small_id },
          alt_en: "Our welding lab",
          alt_hi: "हमारी वेल्डिंग प्रयोगशाला",
        },
      ],
    });
    await put("/api/v1/home/achievements", {
      achievements: [
        {
          image: { shipped: "sports" },
          title_en: "Gold <script>alert(1)</script> in welding",
          title_hi: "वेल्डिंग में स्वर्ण",
          text_en: "At the national skills competition.",
          text_hi: "राष्ट्रीय कौशल प्रतियोगिता में।",
        },
      ],
    });
    await put("/api/v1/home/partners", {
      partners: [{ icon: "government", name_en: "Delhi Metro", name_hi: "दिल्ली मेट्रो", link: "https://example.org/" }],
    });

    for (const path of pages) {
      const body = await html(path);
      const alt = path.startsWith("/hi") ? "हमारी वेल्डिंग प्रयोगशाला" : "Our welding lab";
      expect(body, path).toContain(
        `src="${image.small_url}" srcSet="${image.small_url} 1x, ${image.url} 2x" alt="${alt}"`,
      );
      expect(body, path).not.toContain("campus-skyline.svg");
    }
    const english = await html("/");
    expect(english).toContain("Gold &lt;script&gt;alert(1)&lt;/script&gt; in welding");
    expect(english).not.toContain("Record placements");
    expect(english).toMatch(/<a href="https:\/\/example.org\/"[^>]*>[^]*?Delhi Metro/);
    expect(english).not.toContain("Industry employers");
    const hindi = await html("/hi");
    expect(hindi).toContain("वेल्डिंग में स्वर्ण");
    expect(hindi).toContain("दिल्ली मेट्रो");

    // No partners: the block is not shown.
    await put("/api/v1/home/partners", { partners: [] });
    expect(await html("/")).not.toContain('data-block="partners"');
  });

  it("shows a programme's change on its page at once, in both languages, with a script in its name as text", async () => {
    const program = await site.database.db.selectFrom("program").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(await html(`/programs/${program.id}`)).not.toContain("10+2 with Physics and Mathematics");
    const response = await inject(
      "PATCH",
      `/api/v1/program/${program.id}`,
      JSON.stringify({
        name: "B.Tech. <script>alert(1)</script> Robotics",
        duration: "4 years",
        eligibility: "10+2 with Physics and Mathematics",
        eligibility_hi: "भौतिकी और गणित के साथ 10+2",
        years: { "1": { semesters: [{ semester: 1, courses: [{ code: "RB101", title: "Kinematics", credits: 4 }] }] } },
      }),
      "application/json",
    );
    expect(response.statusCode, response.body).toBe(200);
    const english = await html(`/programs/${program.id}`);
    expect(english).toContain("B.Tech. &lt;script&gt;alert(1)&lt;/script&gt; Robotics");
    expect(english).not.toContain("<script>alert(1)");
    expect(english).toContain("Who may apply");
    expect(english).toContain("10+2 with Physics and Mathematics");
    expect(english).toContain("RB101");
    const hindi = await html(`/hi/programs/${program.id}`);
    expect(hindi).toContain("कौन आवेदन कर सकता है");
    expect(hindi).toContain("भौतिकी और गणित के साथ 10+2");
  });

  it("lists people a CSV import added in the faculty directory at once", async () => {
    const department = await site.database.db
      .selectFrom("department")
      .select("name")
      .orderBy("name")
      .executeTakeFirstOrThrow();
    // The directory shows a page of people at a time (decision 0143): its search finds the one imported.
    const searched = "/academics/faculty?q=Imported";
    expect(await html(searched)).not.toContain("Ira Imported");
    const csv =
      "email,firstname,surname,department,designation\n" +
      `ira.imported@example.org,Ira,Imported,${department.name},Assistant Professor\n` +
      `bad@example.org,<script>alert(1)</script>,Person,No such department,Professor\n`;
    const response = await inject("POST", "/api/v1/faculty/import", csv, "text/csv");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.counts).toMatchObject({ create: 1, refuse: 1 });
    const directory = await html(searched);
    expect(directory).toContain("Ira Imported");
    expect(directory).not.toContain("<script>alert(1)");
  });
});
