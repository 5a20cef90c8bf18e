import { expect, test } from "./support/fixtures.ts";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test("the home page renders styled with no Content-Security-Policy violation", async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).not.toMatch(/style-src [^;]*'unsafe-inline'/);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  // The stylesheet applied: the site's font, not the browser's default serif.
  const fontFamily = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
  expect(fontFamily).toContain("Noto Sans");
  // Move through the site so that client-side navigation (and its loading view) runs too.
  await page.goto("/no/such/page");
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test("no other site can frame the pages", async ({ page, baseURL }) => {
  let framedResponse = false;
  page.on("response", (response) => {
    if (response.url() === `${baseURL}/` && response.frame() !== page.mainFrame()) framedResponse = true;
  });
  await page.setContent(`<iframe src="${baseURL}/" title="framed"></iframe>`);
  await expect.poll(() => framedResponse).toBe(true);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // Blocked by frame-ancestors: the frame shows the browser's error page, never ours.
  await expect.poll(async () => frame?.url()).not.toBe(`${baseURL}/`);
});
