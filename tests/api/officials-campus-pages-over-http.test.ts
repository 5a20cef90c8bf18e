import sharp from "sharp";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readText } from "../support/html.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

/**
 * What staff change in the console shows on the public pages as the server sends them, at
 * once: each write forgets the kept pages (docs/decisions/0161 to 0164).
 */
describe("officials, committees, campuses and holidays on the public pages over HTTP", () => {
  let site: TestSite;
  let token: string;

  const page = async (url: string) => {
    const response = await site.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return parse(response.body).querySelector("main")!;
  };
  /** Asked twice, so the second answer is the kept page a write must have forgotten. */
  const keptPage = async (url: string) => {
    await page(url);
    const again = await site.app.inject({ method: "GET", url });
    expect(again.headers["x-page-cache"], url).toBe("hit");
    return parse(again.body).querySelector("main")!;
  };
  const write = async (method: "PATCH" | "PUT" | "POST", url: string, payload: object | Buffer) => {
    const response = await site.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), "content-type": Buffer.isBuffer(payload) ? "image/png" : "application/json" },
      payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };

  beforeAll(async () => {
    site = await createTestSite({ profile: "facts" });
    await createStaff(site.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    token = await signIn(site.app, "registrar@dseu.test");
  }, 180_000);
  afterAll(() => site.close());

  it("says the Vice-Chancellor's name is yet to be published, in both languages, and names the Chancellor by office", async () => {
    expect(readText((await page("/vice-chancellor")).querySelector("#official-name"))).toBe("Name yet to be published");
    expect(readText((await page("/hi/vice-chancellor")).querySelector("#official-name"))).toBe(
      "नाम अभी प्रकाशित होना है",
    );
    expect(readText((await page("/chancellor")).querySelector("#official-name"))).toBe(
      "The Lieutenant Governor of Delhi",
    );
    expect(readText((await page("/hi/chancellor")).querySelector("#official-name"))).toBe("दिल्ली के उपराज्यपाल");
  });

  it("shows the named Vice-Chancellor and photo at once on /vice-chancellor, /hi/vice-chancellor and the home page", async () => {
    await keptPage("/vice-chancellor");
    await keptPage("/hi/vice-chancellor");
    await write("PATCH", "/officials/vice-chancellor", {
      name_en: "Prof. Asha Rao <script>alert(1)</script>",
      name_hi: "प्रो. आशा राव",
      email: "vc@dseu.ac.in",
    });
    const portrait = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#345678" } })
      .png()
      .toBuffer();
    const { official } = await write("PUT", "/officials/vice-chancellor/photo", portrait);

    const english = await page("/vice-chancellor");
    // The script in the name is text, never markup.
    expect(readText(english.querySelector("#official-name"))).toBe("Prof. Asha Rao <script>alert(1)</script>");
    expect(english.querySelectorAll("script")).toHaveLength(0);
    const photo = english.querySelector(`img[src="${official.photo.url}"]`);
    expect(photo?.getAttribute("alt")).toBe("Photograph of Prof. Asha Rao <script>alert(1)</script>");
    expect(english.querySelector('a[href="mailto:vc@dseu.ac.in"]')).not.toBeNull();

    const hindi = await page("/hi/vice-chancellor");
    expect(readText(hindi.querySelector("#official-name"))).toBe("प्रो. आशा राव");
    expect(hindi.querySelector(`img[src="${official.photo.url}"]`)?.getAttribute("alt")).toBe("प्रो. आशा राव का चित्र");

    const home = await page("/");
    expect(readText(home.querySelector('[data-block="messages"]'))).toContain("Prof. Asha Rao");
    expect(home.querySelector(`img[src="${official.photo.small_url}"]`)).not.toBeNull();
  });

  it("shows a campus's phone, email and own programme list at once on the campus page and /contact-us", async () => {
    await keptPage("/campus/dwarka");
    await keptPage("/contact-us");
    const programmes = ["B.Tech Computer Science Engineering", "Diploma in Mechanical Engineering"];
    await write("PATCH", "/campus/dwarka", {
      phone: "+91 11 2804 9999",
      email: "dwarka.campus@dseu.ac.in",
      listed_programmes: programmes,
    });

    const campus = await page("/campus/dwarka");
    expect(readText(campus)).toContain("+91 11 2804 9999");
    expect(campus.querySelector('a[href="mailto:dwarka.campus@dseu.ac.in"]')).not.toBeNull();
    expect(campus.querySelectorAll("#campus-listed-programmes li").map((item) => readText(item))).toEqual(programmes);

    const contact = await page("/contact-us");
    expect(readText(contact)).toContain("+91 11 2804 9999");
    expect(contact.querySelector('a[href="mailto:dwarka.campus@dseu.ac.in"]')).not.toBeNull();
    expect(readText(await page("/hi/campus/dwarka"))).toContain("+91 11 2804 9999");
  });

  it("says on a campus's page, in both languages, that hostel places are asked of the campus at its contacts", async () => {
    for (const [path, words] of [
      ["/campus/dwarka", "Hostel and accommodation"],
      ["/hi/campus/dwarka", "छात्रावास और आवास"],
    ] as const) {
      const contact = (await page(path)).querySelector('section[aria-labelledby="campus-contact"]');
      expect(readText(contact!.querySelector('[data-testid="campus-hostel"]')!), path).toContain(words);
    }
  });

  it("lists a committee's members on its page, and the holidays staff keep on /holiday-calendar", async () => {
    const icc = await keptPage("/amenities/ICC");
    expect(readText(icc.querySelector("#committee-members")?.parentNode)).toContain(
      "The names of the members are yet to be published.",
    );
    await write("POST", "/committees/icc/members", {
      name_en: "Dr. Meera Iyer",
      name_hi: "डॉ. मीरा अय्यर",
      designation_en: "Presiding Officer",
      designation_hi: "पीठासीन अधिकारी",
    });
    const member = (await page("/amenities/ICC")).querySelectorAll("#members-icc li p").map(readText);
    expect(member.slice(0, 2)).toEqual(["Dr. Meera Iyer", "Presiding Officer"]);
    const hindi = (await page("/hi/amenities/ICC")).querySelectorAll("#members-icc li p").map(readText);
    expect(hindi.slice(0, 2)).toEqual(["डॉ. मीरा अय्यर", "पीठासीन अधिकारी"]);
    await write("POST", "/committees/court/members", { name_en: "Shri Ravi Das", designation_en: "Member" });
    expect(
      readText((await page("/administration/governance/university-court")).querySelector("#members-court")),
    ).toContain("Shri Ravi Das");

    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    await keptPage("/holiday-calendar");
    await write("POST", "/holidays", { date: `${year}-07-15`, name_en: "Foundation Day", name_hi: "स्थापना दिवस" });
    const calendar = await page("/holiday-calendar");
    expect(readText(calendar.querySelector("table"))).toContain("Foundation Day");
    expect(readText((await page("/hi/holiday-calendar")).querySelector("table"))).toContain("स्थापना दिवस");
  });
});
