import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe, { type RunOptions } from "axe-core";

/** axe-core's own source, as the builder would inject it. */
export const axeSource = axe.source;

/**
 * axe on the page, run the quick way: in the page itself (legacy mode: our pages have no frames,
 * so the default's second page, opened to combine frames' results, only costs a new page and a
 * second injection of axe), and with details kept for violations alone, the only results the
 * tests read (the default builds a selector and a snippet for every node that passes). The
 * rules, and what they judge, are the same (decision 0116).
 *
 * The builder evaluates the source it holds twice per analysis (once itself, once more for the
 * page's frame in legacy mode). So axe is put in the page once, unless the page's context loads it
 * with every document (the axe runs' `visitorPage`), and the builder is given a source that does
 * nothing: 30% less time per page judged.
 */
export async function axeBuilder(page: Page, options: RunOptions = {}): Promise<AxeBuilder> {
  // axe judges the page at rest: mid-fade (a toast hiding behind a newer one) text is pale for a
  // moment, and its contrast is that moment's, not the page's. Endless animations (spinners) stay.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return new AxeBuilder({ page, axeSource: ";" })
    .setLegacyMode(true)
    .options({ ...options, resultTypes: ["violations"] });
}
