import type { Locator, Page } from "@playwright/test";
import {
  isExternalPath,
  isMenuGroup,
  mainMenu,
  menuLinks,
  type MenuEntry,
  type MenuLink,
} from "#app/shared/navigation.ts";
import { admissionSession, withAdmissionSession } from "#common/academic-session.ts";
import { portals } from "#common/site.ts";
import pageNames from "#app/i18n/messages/en/pages.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, ownedByReact } from "./support/hydration.ts";

const newTab = "(opens in a new tab)";

// The specification's "Menu groups", written out here rather than read from the menu module.
const topLevelNames = [
  "Home",
  "About Us",
  "Academics",
  "Campuses",
  "Admission",
  "Administration",
  "Student Life",
  "T & P Cell",
  "Work with us",
  "Entrepreneurship",
];
const specifiedItems: ReadonlyArray<[group: string, name: string, path: string]> = [
  ["Campuses", "Central", "/campus/zone/central"],
  ["Campuses", "North", "/campus/zone/north"],
  ["Campuses", "South", "/campus/zone/south"],
  ["Campuses", "East", "/campus/zone/east"],
  ["Campuses", "West", "/campus/zone/west"],
  ["Admission", `Admission ${admissionSession(new Date())}`, "/admission"],
  ["Admission", "Information Bulletin", "/admission/information-bulletin"],
  ["Admission", "Apply: after 10th", portals.admissionAfter10th],
  ["Admission", "Apply: after 12th", portals.admissionAfter12th],
  ["Admission", "Apply: after bachelor's", portals.admissionAfterBachelor],
  ["Admission", "Process and Guidelines", "/admission/process-and-guidelines"],
  ["Admission", "Fee Refund Policy", "/admission/refund-policy"],
  ["Work with us", "Job Portal", "/recruitment"],
  ["Work with us", "Recruitment Rules", "/recruitment-rules"],
];

/** The English name of a menu entry, as the English pages show it. */
function nameOf(entry: MenuEntry): string {
  return withAdmissionSession(pageNames[entry.label], new Date());
}

function linkName(link: MenuLink): string {
  return isExternalPath(link.path) ? `${nameOf(link)} ${newTab}` : nameOf(link);
}

async function expectLink(scope: Locator, link: MenuLink) {
  const element = scope.getByRole("link", { name: linkName(link), exact: true });
  await expect(element).toHaveAttribute("href", link.path);
  if (isExternalPath(link.path)) {
    await expect(element).toHaveAttribute("target", "_blank");
    await expect(element).toHaveAttribute("rel", "noopener noreferrer");
  } else {
    await expect(element).not.toHaveAttribute("target");
  }
}

/** Opens every group of `entries` (with `open`) and checks each link in it, depth first. */
async function expectEveryLink(
  scope: Locator,
  entries: ReadonlyArray<MenuEntry>,
  open: (button: Locator) => Promise<void>,
) {
  for (const entry of entries) {
    if (!isMenuGroup(entry)) {
      await expectLink(scope, entry);
      continue;
    }
    const button = scope.getByRole("button", { name: nameOf(entry), exact: true });
    await open(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const list = scope.locator(`#${await button.getAttribute("aria-controls")}`);
    await expectEveryLink(list, entry.items, open);
  }
}

test("the menu holds the specification's groups and items", () => {
  expect(mainMenu.map(nameOf)).toEqual(topLevelNames);
  for (const [groupName, name, path] of specifiedItems) {
    const group = mainMenu.find((entry) => nameOf(entry) === groupName);
    const items = group && isMenuGroup(group) ? group.items : [];
    expect(items.map((item) => ({ name: nameOf(item), path: "path" in item ? item.path : undefined }))).toContainEqual({
      name,
      path,
    });
  }
});

test.describe("desktop menu", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop menu shows from 1024 px");

  function mainNav(page: Page) {
    return page.getByRole("navigation", { name: "Main" });
  }

  test("every item links to its path, external portals in new tabs", async ({ page }) => {
    await gotoHydrated(page);
    const nav = mainNav(page);
    await expectEveryLink(nav, mainMenu, (button) => button.hover());
  });

  test("every dropdown and second level stays on a 1024-px screen", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await gotoHydrated(page);
    const nav = mainNav(page);
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeInViewport({ ratio: 1 });
    const expectWithinWindow = async (button: Locator) => {
      await button.hover();
      const list = nav.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(list).toBeInViewport({ ratio: 1 });
    };
    await expectEveryLink(nav, mainMenu, expectWithinWindow);
  });

  test("a dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await gotoHydrated(page);
    const admission = mainNav(page).getByRole("button", { name: "Admission" });
    // Until it first opens, a list keeps the server's items, unhydrated (decision 0175).
    const bulletinLink = mainNav(page).locator('a[href="/admission/information-bulletin"]');
    expect(await ownedByReact(admission)).toBe(true);
    expect(await ownedByReact(bulletinLink)).toBe(false);
    await admission.hover();
    await expect(admission).toHaveAttribute("aria-expanded", "true");
    // The home page links the bulletin too ("Full information bulletin"): look in the menu.
    const bulletin = mainNav(page).getByRole("link", { name: "Information Bulletin", exact: true });
    await expect(bulletin).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(admission).toHaveAttribute("aria-expanded", "false");
    await expect(bulletin).toBeHidden();
    // Rendered once opened, the list stays rendered.
    expect(await ownedByReact(bulletinLink)).toBe(true);
  });

  test("a clicked dropdown stays open after the pointer leaves, until clicked again", async ({ page }) => {
    await gotoHydrated(page);
    const studentLife = mainNav(page).getByRole("button", { name: "Student Life" });
    await studentLife.click();
    await page.mouse.move(600, 600);
    await expect(studentLife).toHaveAttribute("aria-expanded", "true");
    await studentLife.click();
    await expect(studentLife).toHaveAttribute("aria-expanded", "false");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page);
    const nav = mainNav(page);
    const aboutUs = nav.getByRole("button", { name: "About Us" });
    const academics = nav.getByRole("button", { name: "Academics" });
    const programmes = nav.getByRole("button", { name: "Programmes" });

    // Tab from the skip link through the top strip, the logo, the pause button and into the menu bar.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    const home = nav.getByRole("link", { name: "Home", exact: true });
    for (
      let presses = 0;
      presses < 20 && !(await home.evaluate((link) => link === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(home).toBeFocused();

    // Along the bar with the arrows; keyboard focus opens a dropdown.
    await page.keyboard.press("ArrowRight");
    await expect(aboutUs).toBeFocused();
    await expect(aboutUs).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "About the University" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.getByRole("link", { name: "Annual Report" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "About the University" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: "Annual Report" })).toBeFocused();

    // Escape closes the dropdown and puts focus back on its button.
    await page.keyboard.press("Escape");
    await expect(aboutUs).toBeFocused();
    await expect(aboutUs).toHaveAttribute("aria-expanded", "false");

    // Moving on closes it; the second level opens with ArrowRight and closes with ArrowLeft or Escape.
    await page.keyboard.press("ArrowRight");
    await expect(academics).toBeFocused();
    await expect(academics).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(programmes).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: "All programmes" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(programmes).toBeFocused();
    await expect(programmes).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Undergraduate programmes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(programmes).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(academics).toBeFocused();
    await expect(academics).toHaveAttribute("aria-expanded", "false");

    // Enter on an item follows it and closes the menu.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Central" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/campus\/zone\/central$/);
    await expect(nav.getByRole("button", { name: "Campuses" })).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("before JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("hovering or focusing a group shows its list, so every link is reachable", async ({ page }) => {
      await page.goto("/");
      const nav = mainNav(page);
      await expect(nav.getByRole("link", { name: "Registrar" })).toBeHidden();
      await nav.getByRole("button", { name: "Administration" }).hover();
      await expect(nav.getByRole("link", { name: "Registrar" })).toBeVisible();
      await nav.getByRole("button", { name: "Administrative" }).hover();
      await nav.getByRole("link", { name: "Board of Management" }).click();
      await expect(page).toHaveURL(/\/administration\/administrative\/board-of-management$/);

      await page.mouse.move(600, 600);
      await mainNav(page).getByRole("button", { name: "Campuses" }).focus();
      await expect(mainNav(page).getByRole("link", { name: "North" })).toBeVisible();
    });
  });

  test("Tab leaving a dropdown closes it", async ({ page }) => {
    await gotoHydrated(page);
    const nav = mainNav(page);
    const workWithUs = nav.getByRole("button", { name: "Work with us" });
    await page.keyboard.press("Tab");
    await workWithUs.focus();
    await expect(workWithUs).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Job Portal" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Entrepreneurship" })).toBeFocused();
    await expect(workWithUs).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("phone menu", { tag: "@phone" }, () => {
  test.skip(({ isMobile }) => !isMobile, "under 1024 px the menu slides in");

  async function openMenu(page: Page) {
    await gotoHydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("slides in with every item, groups as accordions, and locks page scrolling", async ({ page }) => {
    const dialog = await openMenu(page);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await expect(dialog.getByRole("link", { name: "Board of Management" })).toBeHidden();
    await expectEveryLink(dialog.getByRole("navigation", { name: "Main" }), mainMenu, (button) => button.click());
  });

  test.describe("before JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Menu is a link to the site map, which lists every page the panel does", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Menu", exact: true }).click();
      await expect(page).toHaveURL(/\/sitemap$/);
      const main = page.getByRole("main");
      for (const link of menuLinks()) {
        const named = main.getByRole("link", { name: linkName(link), exact: true });
        await expect(named.and(main.locator(`a[href="${link.path}"]`)).first()).toBeVisible();
      }

      await page.goto("/hi/");
      await page.getByRole("link", { name: "मेन्यू", exact: true }).click();
      await expect(page).toHaveURL(/\/hi\/sitemap$/);
    });
  });

  test("an accordion closes again", async ({ page }) => {
    const dialog = await openMenu(page);
    const campuses = dialog.getByRole("button", { name: "Campuses" });
    await campuses.click();
    await expect(dialog.getByRole("link", { name: "North" })).toBeVisible();
    await campuses.click();
    await expect(campuses).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: "North" })).toBeHidden();
  });

  test("following a link closes the menu", async ({ page }) => {
    const dialog = await openMenu(page);
    await dialog.getByRole("button", { name: "Work with us" }).click();
    await dialog.getByRole("link", { name: "Recruitment Rules" }).click();
    await expect(page).toHaveURL(/\/recruitment-rules$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  for (const [way, close] of [
    ["its close button", (dialog: Locator) => dialog.getByRole("button", { name: "Close" }).click()],
    ["Escape", (dialog: Locator) => dialog.page().keyboard.press("Escape")],
  ] as const) {
    test(`closes on ${way} and returns focus to the menu button`, async ({ page }) => {
      const dialog = await openMenu(page);
      await close(dialog);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
    });
  }
});

test("scrolling past 100 px compacts the sticky menu bar", { tag: "@phone" }, async ({ page, isMobile }) => {
  await gotoHydrated(page);
  await page.evaluate(() => (document.body.style.minHeight = "3000px"));
  const bar = page.getByRole("button", { name: "Search", exact: true }).locator("xpath=ancestor::div[@data-compact]");
  const fullHeight = (await bar.boundingBox())!.height;
  await expect(bar).toHaveAttribute("data-compact", "false");

  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(bar).toHaveAttribute("data-compact", "false");
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(bar).toHaveAttribute("data-compact", "true");
  await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(fullHeight);
  // Once the header has gone, the bar sticks to the top of the window.
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
  if (isMobile) await expect(bar.getByRole("link", { name: /home page$/ })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute("data-compact", "false");
});
