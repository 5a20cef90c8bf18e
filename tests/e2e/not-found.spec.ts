import { expect, test } from "./support/fixtures.ts";

const sentence =
  "The page you’re looking for doesn’t exist. It might have been removed, renamed, or did it ever exist?";

// The page's status, text and link as the server sends them: tests/api/status-pages-over-http.test.ts.

test("the not-found page's parts rise in one after another", async ({ page }) => {
  await page.goto("/no/such/page");
  const main = page.getByRole("main");
  const parts = [
    main.getByText("404", { exact: true }),
    main.getByRole("heading", { level: 1 }),
    main.getByText(sentence),
    main.getByRole("link", { name: "Go back home" }),
  ];
  const delays: number[] = [];
  for (const part of parts) {
    const animation = await part.evaluate((element) => {
      // The animation sits on the part itself or on the box that wraps it.
      const animated = element.closest("main > *") ?? element;
      const style = getComputedStyle(animated);
      return { name: style.animationName, delay: parseFloat(style.animationDelay) };
    });
    expect(animation.name).toBe("rise-in");
    delays.push(animation.delay);
  }
  expect(delays).toEqual([...delays].sort((a, b) => a - b));
  expect(new Set(delays).size).toBe(parts.length);
});

test.describe("with reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("nothing on the not-found page moves", async ({ page }) => {
    await page.goto("/no/such/page");
    const heading = page.getByRole("heading", { name: "Oops! Page not found" });
    await expect(heading).toHaveCSS("animation-name", "none");
    const button = page.getByRole("link", { name: "Go back home" });
    await button.hover();
    await expect(button).toHaveCSS("scale", "none");
  });
});

test("the Go back home button grows a little on hover and shrinks a little when pressed", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "phones have no hover");
  await page.goto("/no/such/page");
  const button = page.getByRole("link", { name: "Go back home" });
  await button.hover();
  await expect(button).toHaveCSS("scale", "1.05");
  await page.mouse.down();
  await expect(button).toHaveCSS("scale", "0.95");
  await page.mouse.up();
});
