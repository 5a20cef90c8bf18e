import type { Locator, Page } from "@playwright/test";
import { site, socialLinks, youtubeChannels } from "#common/site.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, ownedByReact } from "./support/hydration.ts";

// The specification's footer, written out here rather than read from the app's own list; the refund
// policy's link departs from it (decision 0191).
const quickLinks = [
  ["Programmes", "/Courses"],
  ["Training and Placement", "/placement"],
  ["Faculty", "/academics/faculty"],
  ["Recruitment", "/recruitment"],
  ["Administration", "/administration/administrative"],
  ["Academic Regulations", "/academics/regulations"],
] as const;

const exploreLinks = [
  ["About the University", "/about-us/About-the-University"],
  ["Student Life", "/ncc"],
  ["Library", "/amenities/Library"],
  ["Vision and Mission", "/about-us/Vision-and-Mission"],
  ["Fee Refund Policy", "/admission/refund-policy"],
] as const;

const newTab = "(opens in a new tab)";

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

test.beforeEach(async ({ page }) => {
  // The dialogs and the scroll to the top need JavaScript: wait until the page has hydrated.
  await gotoHydrated(page, "/");
});

for (const [group, links] of [
  ["Quick Links", quickLinks],
  ["Explore", exploreLinks],
] as const) {
  test(`${group} lists the specification's pages`, async ({ page }) => {
    const nav = footer(page).getByRole("navigation", { name: group });
    await expect(nav.getByRole("link")).toHaveCount(links.length);
    for (const [name, href] of links) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
}

test("social links open the university's profiles in new tabs", async ({ page }) => {
  const nav = footer(page).getByRole("navigation", { name: "Follow us" });
  for (const { network, href } of socialLinks) {
    const link = nav.getByRole("link", { name: `${network} ${newTab}`, exact: true });
    await expectNewTabLink(link, href);
  }
});

test("the address opens the map, the email writes to the helpdesk, the website opens in a new tab", async ({
  page,
}) => {
  const address = footer(page).getByRole("link", { name: `${site.postalAddress} ${newTab}` });
  await expectNewTabLink(address, site.mapsUrl);

  await expect(footer(page).getByRole("link", { name: `Helpdesk: ${site.helpdeskEmail}` })).toHaveAttribute(
    "href",
    `mailto:${site.helpdeskEmail}`,
  );

  const website = footer(page).getByRole("link", { name: `${new URL(site.website).host} ${newTab}` });
  await expectNewTabLink(website, site.website);
});

test("the YouTube button opens the channel list, which closes by its button and by Escape", async ({ page }) => {
  const youtubeButton = footer(page).getByRole("button", { name: "YouTube channels" });
  const dialog = page.getByRole("dialog", { name: "Youtube Links" });

  await youtubeButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveCount(youtubeChannels.length);
  for (const channel of youtubeChannels) {
    const link = dialog.getByRole("link", { name: `${channel.title} ${newTab}` });
    await expectNewTabLink(link, channel.href);
  }
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(youtubeButton).toBeFocused();

  await youtubeButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(youtubeButton).toBeFocused();
});

// Long pages lay out what is far below the first screen only as it nears the screen, held at an
// estimated height until then (decisions 0077, 0148). A jump to the end draws what it lands on:
// the footer must stay where it was when the page scrolled to it, or a tap aimed at it misses.
for (const path of ["/", "/courses"]) {
  test(`a jump to the end of ${path} leaves the footer where it landed`, async ({ page }) => {
    if (path !== "/") await gotoHydrated(page, path);
    const youtubeButton = footer(page).getByRole("button", { name: "YouTube channels" });
    const moves = await youtubeButton.evaluate(async (button) => {
      button.scrollIntoView({ block: "center" });
      const landed = button.getBoundingClientRect().top;
      const offsets: number[] = [];
      for (let frame = 0; frame < 20; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        offsets.push(Math.round(button.getBoundingClientRect().top - landed));
      }
      return offsets;
    });
    // A pixel either way is sub-pixel layout as the page settles, not a block drawn at another height.
    expect(moves.filter((offset) => Math.abs(offset) > 1)).toEqual([]);
  });
}

test("focus stays visible inside the white YouTube dialog, not white like the footer's", async ({ page }) => {
  await footer(page).getByRole("button", { name: "YouTube channels" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Youtube Links" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  const outlineColor = await focused.evaluate((element) => getComputedStyle(element).outlineColor);
  expect(outlineColor).not.toBe("rgb(255, 255, 255)");
});

test("a footer link opens its page and scrolls smoothly back to the top", async ({ page }) => {
  // Make the page tall enough to scroll whatever the pages hold today.
  await page.evaluate(() => {
    document.body.style.minHeight = "6000px";
    window.scrollTo(0, document.body.scrollHeight);
  });
  const start = await page.evaluate(() => window.scrollY);
  expect(start).toBeGreaterThan(1000);
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { scrollPositions: positions });
    window.addEventListener("scroll", () => positions.push(window.scrollY));
  });

  // The footer's links keep the server's markup (decision 0175); its YouTube button is hydrated.
  const library = footer(page).getByRole("link", { name: "Library", exact: true });
  expect(await ownedByReact(library)).toBe(false);
  expect(await ownedByReact(footer(page).getByRole("button", { name: "YouTube channels" }))).toBe(true);
  await library.click();
  await expect(page).toHaveURL("/amenities/Library");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // A smooth scroll passes through positions between the start and the top; a jump does not.
  const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
  expect(positions.some((position) => position > 0 && position < start)).toBe(true);
});
