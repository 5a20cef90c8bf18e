import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

test("a page served from the page cache runs its scripts under the hashed policy and hydrates", async ({
  page,
  request,
}) => {
  const url = "/?page-cache-e2e";
  // Render it once, then wait until the server keeps it.
  await expect(async () => {
    const response = await request.get(url);
    expect(response.headers()["x-page-cache"]).toBe("hit");
  }).toPass();

  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
  await waitForHydration(page);
  expect(errors).toEqual([]);
});
