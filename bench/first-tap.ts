/**
 * The first tap on a hydrated page (part of `npm run bench:pages` and `npm run bench`): how long
 * a visitor on a slow phone waits for the menu to open. Lighthouse measures the load; this
 * measures what the load's work buys (decision 0183). Per page and round, in Debian Chromium
 * at a phone's size with the CPU slowed 4× (as Lighthouse's mobile preset), the page is opened
 * with the event pop-up already seen, left to hydrate and settle, then the header's menu button
 * is tapped; the Event Timing API's longest event of that interaction is its latency, the
 * number Interaction to Next Paint reports (good up to 200 ms).
 */
import { chromium, type Browser } from "@playwright/test";
import { eventPopupSeenCookie } from "#common/event-popup-cookie.ts";
import englishShell from "#app/i18n/messages/en/shell.ts";
import hindiShell from "#app/i18n/messages/hi/shell.ts";

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** The menu button's name, and its dialog's, in either language (other buttons in the header open dialogs too). */
const menuName = new RegExp(`^(${englishShell.navigation.menu}|${hindiShell.navigation.menu})$`);

async function firstTap(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([{ name: eventPopupSeenCookie, value: "1", url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(2_000);
    await page.evaluate(() => {
      const longest = { duration: 0 };
      Object.assign(window, { longestInteraction: longest });
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) longest.duration = Math.max(longest.duration, entry.duration);
        }
      });
      // durationThreshold 16: the smallest Chromium allows; TypeScript's DOM types do not name it yet.
      observer.observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.getByRole("button", { name: menuName }).tap();
    await page.getByRole("dialog", { name: menuName }).waitFor();
    // Event Timing reports an interaction once its next paint has happened.
    await page.waitForTimeout(1_000);
    return await page.evaluate(
      () => (window as unknown as { longestInteraction: { duration: number } }).longestInteraction.duration,
    );
  } finally {
    await context.close();
  }
}

/** The menu's first tap, `rounds` times on each of `pages` at `base`, interleaved. */
export async function measureFirstTaps(base: string, pages: string[], rounds: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const latencies = new Map(pages.map((page) => [page, [] as number[]]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of pages) latencies.get(page)!.push(await firstTap(browser, `${base}${page}`));
    }
    return latencies;
  } finally {
    await browser.close();
  }
}

/** The Markdown table of `measureFirstTaps`'s results. */
export function firstTapsTable(latencies: Map<string, number[]>, rounds: number): string[] {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return [
    `| The menu's first tap, 4× CPU slowdown, median of ${rounds} | Latency (ms) | Each round (ms) |`,
    "| --- | ---: | --- |",
    ...[...latencies].map(([page, values]) => `| ${page} | ${median(values)} | ${values.join(", ")} |`),
  ];
}
