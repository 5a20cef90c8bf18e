import type { FixtureBlock } from "./notice-pdfs.ts";

/** What the English scan says; "twentieth" is a word of it the search must find. */
export const englishScan: FixtureBlock[] = [
  { heading: "Library hours during the examinations" },
  {
    paragraph:
      "The central library will stay open until nine in the evening from the first to the twentieth of December.",
  },
  { paragraph: "Readers must carry their identity cards." },
];

/** What the Hindi scan says; "छात्रवृत्ति" (scholarship) is a word of its second paragraph. */
export const hindiScan: FixtureBlock[] = [
  { heading: "परीक्षा के दिनों में पुस्तकालय" },
  { paragraph: "केंद्रीय पुस्तकालय दिसंबर में परीक्षा के दिनों में रात नौ बजे तक खुला रहेगा।" },
  { paragraph: "छात्रवृत्ति के आवेदन पुस्तकालय में जमा किए जा सकते हैं।" },
];

/** A log that keeps nothing, for a reading runner started by a test. */
export const silentLog = { info: () => undefined, warn: () => undefined };

/** Asks `check` every 50 ms until it answers something other than undefined; throws after `timeoutMs`. */
export async function eventually<Value>(
  check: () => Promise<Value | undefined>,
  { timeoutMs = 60_000, what = "the condition" }: { timeoutMs?: number; what?: string } = {},
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not come about within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
