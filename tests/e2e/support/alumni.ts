import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Registers through the public alumni form, from a client address of the test's
 * own (`block` tells callers apart), so the forms' per-client limit leaves it alone.
 */
export async function registerAlumnus(
  page: Page,
  testInfo: TestInfo,
  block: number,
  person: { name: string; email: string; programme: string; year: string },
): Promise<void> {
  await page.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.${block}.${testInfo.workerIndex % 250}.${testInfo.repeatEachIndex}`,
  });
  await page.goto("/alumni");
  await page.getByLabel(/I agree that the university may keep these details/).check();
  await page.getByLabel("Full name").fill(person.name);
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Programme studied").fill(person.programme);
  await page.getByLabel("Year of passing").fill(person.year);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByTestId("alumni-registered")).toContainText("your registration has been received");
}
