import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

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
  // Move through the site so that client-side navigation (and its loading view) runs too:
  // before hydration the link would load the next page as a new document.
  await gotoHydrated(page, "/no/such/page");
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

for (const path of ["/", "/admin-login", "/logindseu"]) {
  test(`no other site can frame ${path}`, async ({ page, baseURL }) => {
    const url = `${baseURL}${path}`;
    let framedResponse = false;
    page.on("response", (response) => {
      if (response.url() === url && response.frame() !== page.mainFrame()) framedResponse = true;
    });
    // Another site (another port, so another origin, on the same machine) whose page frames ours.
    const elsewhere = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<!doctype html><title>Elsewhere</title><iframe src="${url}" title="framed"></iframe>`);
    });
    elsewhere.listen(0, "127.0.0.1");
    await once(elsewhere, "listening");
    try {
      await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
      // The browser fetched the page, so what follows is its refusal, not a frame never tried.
      await expect.poll(() => framedResponse).toBe(true);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
      await expect.poll(() => frame.url()).not.toMatch(/^(about:blank)?$/);
      await frame.waitForLoadState("load");
      // Blocked by frame-ancestors: the frame holds the browser's error page, never ours.
      expect(frame.url()).not.toBe(url);
      await expect(frame.locator("#main")).toHaveCount(0);
      await expect(frame.locator("input[type=password]")).toHaveCount(0);
    } finally {
      elsewhere.close();
    }
  });
}
