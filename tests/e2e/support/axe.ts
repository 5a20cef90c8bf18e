import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { RunOptions } from "axe-core";

/**
 * axe on the page, run the quick way: in the page itself (legacy mode: our pages have no frames,
 * so the default's second page, opened to combine frames' results, only costs a new page and a
 * second injection of axe), and with details kept for violations alone, the only results the
 * tests read (the default builds a selector and a snippet for every node that passes). The
 * rules, and what they judge, are the same (decision 0116).
 */
export function axeBuilder(page: Page, options: RunOptions = {}): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ ...options, resultTypes: ["violations"] });
}
