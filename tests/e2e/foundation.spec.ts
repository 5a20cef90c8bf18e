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
