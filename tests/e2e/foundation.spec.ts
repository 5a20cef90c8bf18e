import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

test.describe("server-rendered pages", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page arrives as complete HTML with data from the database", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delhi Skill and Entrepreneurship University");
    await expect(page.getByTestId("campus-count")).toHaveText("22 campuses");
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
  });
});

test("the home page hydrates without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // The route modules load before hydration starts: wait for React itself.
  await gotoHydrated(page, "/");
  expect(errors).toEqual([]);
});

test("every page links the site's icons and web app manifest, and each of them loads", async ({ page, request }) => {
  const html = await (await request.get("/hi/UGC-Guidelines")).text();
  // The manifest is linked once the page hydrates, so its fetch does not share the first paint's bandwidth.
  expect(html).toContain('rel="icon"');
  expect(html).not.toContain('rel="manifest"');
  await page.goto("/hi/UGC-Guidelines");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const hrefs = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs).toEqual(["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", "/manifest.webmanifest"]);
  for (const href of hrefs) expect((await request.get(href)).status()).toBe(200);
});
