import type { Page } from "@playwright/test";
import { portals, site } from "#common/site.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

const newTab = "(opens in a new tab)";

const pictureAlts = [
  "Illustration: a skyline of campus buildings at sunrise",
  "Illustration: interlocking gears and circuit lines standing for hands-on skills",
  "Illustration: rising bars, an upward arrow and a light bulb standing for enterprise",
];

function topStrip(page: Page) {
  return page.getByRole("navigation", { name: "Portals" });
}

test.describe("top strip", () => {
  test(
    "links to the portals in this tab and to the student portal in a new one",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await page.goto("/");
      const strip = topStrip(page);
      const grievance = isMobile ? "Grievance form" : "Grievance form & RTI";
      for (const [name, href] of [
        ["Tenders", "/tenders"],
        ["Admin Login", "/admin-login"],
        [grievance, "/grievance-form"],
        ["Alumni", "/alumni"],
      ] as const) {
        const link = strip.getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).not.toHaveAttribute("target");
      }
      const student = strip.getByRole("link", { name: `Student Login ${newTab}`, exact: true });
      await expect(student).toHaveAttribute("href", portals.studentLogin);
      await expect(student).toHaveAttribute("target", "_blank");
      await expect(student).toHaveAttribute("rel", "noopener noreferrer");
      await expect(strip.getByRole("button", { name: "Faculty Login" })).toBeVisible();
    },
  );

  test("shows “& RTI” only on wider screens", { tag: "@phone" }, async ({ page, isMobile }) => {
    await page.goto("/");
    const link = topStrip(page).getByRole("link", { name: /^Grievance form/ });
    const visibleText = await link.evaluate((element: HTMLElement) => element.innerText.replace(/\s+/g, " ").trim());
    expect(visibleText).toBe(isMobile ? "Grievance form" : "Grievance form & RTI");
  });
});

test.describe("faculty login dialog", () => {
  const dialogName = "Welcome, Faculty!";

  async function openDialog(page: Page) {
    await gotoHydrated(page);
    await topStrip(page).getByRole("button", { name: "Faculty Login" }).click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("asks for a portal, moves focus in and locks page scrolling", async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog.getByRole("heading", { name: dialogName })).toBeVisible();
    await expect(dialog.getByText("Please select your login portal.", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveCount(2);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  });

  for (const [way, close] of [
    ["the X button", (page: Page) => page.getByRole("dialog").getByRole("button", { name: "Close" }).click()],
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    // A click on the backdrop lands on the <dialog> element outside its panel.
    ["a click on the backdrop", (page: Page) => page.mouse.click(4, 4)],
  ] as const) {
    test(`closes on ${way}, unlocks scrolling and returns focus`, async ({ page }) => {
      await openDialog(page);
      await close(page);
      await expect(page.getByRole("dialog", { name: dialogName })).toBeHidden();
      await expect(topStrip(page).getByRole("button", { name: "Faculty Login" })).toBeFocused();
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    });
  }

  test("“DSEU Login” closes the dialog and goes to /logindseu", async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole("link", { name: `${site.shortName} Login`, exact: true }).click();
    await expect(page).toHaveURL(/\/logindseu$/);
    await expect(dialog).toBeHidden();
  });

  test("“Samarth Login” opens the faculty portal in a new tab", async ({ page, context }) => {
    // The portal is another site: answer for it here rather than reach the internet.
    await context.route(portals.facultySamarthLogin, (route) => route.fulfill({ body: "Samarth" }));
    const dialog = await openDialog(page);
    const samarth = dialog.getByRole("link", { name: `Samarth Login ${newTab}`, exact: true });
    await expect(samarth).toHaveAttribute("href", portals.facultySamarthLogin);
    await expect(samarth).toHaveAttribute("target", "_blank");
    await expect(samarth).toHaveAttribute("rel", "noopener noreferrer");
    const [portal] = await Promise.all([context.waitForEvent("page"), samarth.click()]);
    await expect(portal).toHaveURL(portals.facultySamarthLogin);
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("logo and address", () => {
  test("the logo links home", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: `${site.name} home` })).toHaveAttribute(
      "href",
      "/",
    );
  });

  test(
    "the menu bar's logo, shown once the header has scrolled away, scrolls back to the top",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, "the compact bar shows the logo on small screens only");
      await gotoHydrated(page);
      await page.evaluate(() => {
        document.body.style.minHeight = "3000px";
        window.scrollTo(0, 1200);
      });
      // The bar shows its logo once its scroll listener has seen the page move: wait for that link
      // itself (the footer's logo, the last of that name, also scrolls to the top).
      const barLogo = page.locator("[data-compact=true]").getByRole("link", { name: `${site.name} home` });
      await expect(barLogo).toBeVisible();
      await barLogo.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );

  test("the address opens the map in a new tab", async ({ page, isMobile }) => {
    test.skip(isMobile, "phones find the address in the footer; the header keeps to the logo");
    await page.goto("/");
    const address = page.getByRole("banner").getByRole("link", { name: `${site.postalAddress} ${newTab}` });
    await expect(address).toHaveAttribute("href", site.mapsUrl);
    await expect(address).toHaveAttribute("target", "_blank");
    await expect(address).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("rotating header pictures", () => {
  test.skip(({ isMobile }) => isMobile, "phones leave the pictures out, to reach content sooner");

  async function openWithPausedClock(page: Page) {
    // Time stands still from before the page loads, so the rotation's timer starts on a known tick.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await gotoHydrated(page);
  }

  function shownPicture(page: Page) {
    // The hidden pictures are aria-hidden, so only the shown one has the img role.
    return page.getByRole("banner").getByRole("img", { name: /^Illustration/ });
  }

  test("each of the three pictures stays 4 s, then the next one comes", async ({ page }) => {
    await openWithPausedClock(page);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[0]!);
    await page.clock.runFor(3_999);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[0]!);
    await page.clock.runFor(1);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[1]!);
    await page.clock.runFor(4_000);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[2]!);
    await page.clock.runFor(4_000);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[0]!);
    for (const picture of await page.getByRole("banner").locator("img").all()) {
      await expect(picture).toHaveAttribute("width", "360");
      await expect(picture).toHaveAttribute("height", "120");
    }
  });

  test("stay still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithPausedClock(page);
    await page.clock.runFor(12_000);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[0]!);
  });

  test("stop and start again with the pause button", async ({ page }) => {
    await openWithPausedClock(page);
    const pause = page.getByRole("button", { name: "Pause the header pictures" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(8_000);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[0]!);
    await pause.click();
    await page.clock.runFor(4_000);
    await expect(shownPicture(page)).toHaveAccessibleName(pictureAlts[1]!);
  });
});

for (const path of ["/", "/tenders", "/academics/faculty"]) {
  test(`${path}: the Latin font file and the switch's letters, and only they, are preloaded, and their characters are all the page needs`, async ({
    page,
  }) => {
    await page.goto(path);
    const preloads = page.locator('link[rel="preload"][as="font"]');
    const expected = [
      expect.stringMatching(/noto-sans-latin-core-wght-normal-[\w-]+\.woff2$/),
      // The letters of "हिन्दी" (decision 0144).
      expect.stringMatching(/noto-sans-devanagari-switch-wght-normal-[\w-]+\.woff2$/),
    ];
    expect(await preloads.evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.href))).toEqual(expected);
    // Fonts are fetched in CORS mode, so the preloads must be too, or the browser fetches each file twice.
    expect(await preloads.evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.crossOrigin))).toEqual([
      "anonymous",
      "anonymous",
    ]);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".woff2")),
    );
    expect(fonts).toEqual(expected);
  });
}

test(
  "phones, which do not show the header pictures, do not download them",
  { tag: "@phone" },
  async ({ page, isMobile }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const pictures = fetched.filter((path) => path.startsWith("/images/header/"));
    // Wider screens show the first picture at once; phones fetch none of them.
    if (isMobile) expect(pictures).toEqual([]);
    else expect(pictures).toContain("/images/header/campus-skyline.svg");
    await expect(page.locator('link[rel="preload"][href^="/images/header/"]')).toHaveCount(0);
  },
);
