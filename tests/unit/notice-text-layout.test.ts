import fc from "fast-check";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { blockText, textLanguage, type TextBlock } from "#common/notice-text.ts";
import { layoutBlocks, normalisedText, type PlacedLine } from "#server/db/notice-text/layout.ts";
import { blocksToMarkdown, markdownToBlocks } from "#server/services/notice-text/markdown.ts";
import { readTextLayerOutcome } from "#server/db/notice-text/read-pdf.ts";
import { defaultReadingLimits } from "#server/db/notice-text/reading-outcome.ts";
import { linesOfHocr } from "#server/db/notice-text/recognition.ts";
import { scannedNoticePdf } from "../support/notice-pdfs.ts";
import { englishScan } from "../support/notice-reading.ts";
import { pdfWithText } from "../support/staff.ts";

/** A page written line by line: each line's words 6 units apart at its size, one line every `pitch` sizes. */
function page(
  lines: ReadonlyArray<{ text: string | string[]; size?: number; gap?: number; left?: number }>,
): PlacedLine[] {
  let bottom = 0;
  return lines.map(({ text, size = 10, gap = 1.3, left = 50 }) => {
    bottom += gap * size;
    let x = left;
    // A cell of a table stands 200 units from the one before it.
    const cells = Array.isArray(text) ? text : [text];
    return {
      size,
      words: cells.flatMap((cell, column) => {
        x = left + column * 200;
        return cell.split(" ").map((word) => {
          const placed = { text: word, left: x, right: x + word.length * size * 0.5, top: bottom - size, bottom };
          x = placed.right + size * 0.3;
          return placed;
        });
      }),
    };
  });
}

describe("the layout of a page's lines", () => {
  it("makes a larger line a heading, lines at the usual pitch one paragraph, and a wider gap a new one", () => {
    const blocks = layoutBlocks([
      page([
        { text: "Notice of the library", size: 16 },
        { text: "The library stays open", gap: 2 },
        { text: "until nine in the evening." },
        { text: "Readers bring their cards.", gap: 2.2 },
      ]),
    ]);
    expect(blocks).toEqual([
      { kind: "heading", level: 1, text: "Notice of the library" },
      { kind: "paragraph", text: "The library stays open until nine in the evening." },
      { kind: "paragraph", text: "Readers bring their cards." },
    ]);
  });

  it("ranks headings by size, and begins a paragraph at an indented line", () => {
    const blocks = layoutBlocks([
      page([
        { text: "University notice", size: 20 },
        { text: "Examinations", size: 13, gap: 2 },
        { text: "The first paragraph goes on", gap: 2 },
        { text: "over two lines." },
        { text: "An indented line begins another.", left: 70 },
        { text: "Its second line." },
        { text: "And", gap: 1.3 },
      ]),
    ]);
    expect(blocks).toEqual([
      { kind: "heading", level: 1, text: "University notice" },
      { kind: "heading", level: 2, text: "Examinations" },
      { kind: "paragraph", text: "The first paragraph goes on over two lines." },
      { kind: "paragraph", text: "An indented line begins another. Its second line. And" },
    ]);
  });

  it("reads bullets as an unordered list, numbers as an ordered one from its first number, and other markers as text", () => {
    const blocks = layoutBlocks([
      page([
        { text: "Bring:" },
        { text: "• your identity card", gap: 1.8 },
        { text: "• a pen, and a pencil", gap: 1.3 },
        { text: "3. Read the rules.", gap: 2 },
        { text: "4. Sign the register", gap: 1.3 },
        { text: "at the desk.", left: 64 },
        { text: "(a) Late comers wait.", gap: 2 },
        { text: "(b) Phones stay outside." },
      ]),
    ]);
    expect(blocks).toEqual([
      { kind: "paragraph", text: "Bring:" },
      { kind: "list", ordered: false, start: 1, items: ["your identity card", "a pen, and a pencil"] },
      { kind: "list", ordered: true, start: 3, items: ["Read the rules.", "Sign the register at the desk."] },
      { kind: "list", ordered: false, start: 1, items: ["(a) Late comers wait.", "(b) Phones stay outside."] },
    ]);
  });

  it("reads lines whose words stand in the same columns as a table, and a lone line in columns as a paragraph", () => {
    const blocks = layoutBlocks([
      page([
        { text: ["Programme", "Fee"] },
        { text: ["B.Tech", "Rs 60,000"] },
        { text: ["Diploma", "Rs 30,000"] },
        { text: ["Signed", "Registrar"], gap: 3 },
      ]),
    ]);
    expect(blocks).toEqual([
      {
        kind: "table",
        rows: [
          ["Programme", "Fee"],
          ["B.Tech", "Rs 60,000"],
          ["Diploma", "Rs 30,000"],
        ],
      },
      { kind: "paragraph", text: "Signed Registrar" },
    ]);
  });

  it("makes a word hyphenated at a line's end whole, and keeps a page's blocks apart from the next page's", () => {
    const blocks = layoutBlocks([
      page([{ text: "The exam-" }, { text: "ination hall." }]),
      page([{ text: "Second page." }]),
    ]);
    expect(blocks.map(blockText)).toEqual(["The examination hall.", "Second page."]);
  });
});

describe("a PDF's text layer", () => {
  const read = (content: Uint8Array) => readTextLayerOutcome(content, defaultReadingLimits, Number.POSITIVE_INFINITY);

  it("is the text of a short typed notice, and no text of a scan, even one with a stamp's words on it", async () => {
    const typed = await read(await pdfWithText("Holiday on Friday"));
    expect("outcome" in typed && typed.outcome).toMatchObject({
      state: "pdf",
      blocks: [{ kind: "paragraph", text: "Holiday on Friday" }],
    });
    expect(await read(await scannedNoticePdf("en", englishScan))).toHaveProperty("scan");

    const stamped = await PDFDocument.load(await scannedNoticePdf("en", englishScan));
    const font = await stamped.embedFont(StandardFonts.Helvetica);
    stamped.getPage(0).drawText("Page 1 of 1", { x: 500, y: 20, size: 8, font });
    expect(await read(await stamped.save())).toHaveProperty("scan");
  });
});

describe("Tesseract's hOCR", () => {
  it("gives lines at Tesseract's size estimate, words on the baseline, entities decoded, specks left out", () => {
    const hocr = `
      <span class='ocr_line' id='line_1_1' title="bbox 100 161 430 212; baseline 0 -12; x_size 51; x_descenders 12">
        <span class='ocrx_word' id='word_1_1' title='bbox 100 172 269 212; x_wconf 95'>पुस्तकालय</span>
        <span class='ocrx_word' id='word_1_2' title='bbox 279 161 325 200; x_wconf 12'>,</span>
        <span class='ocrx_word' id='word_1_3' title='bbox 336 172 430 212; x_wconf 96'><strong>R&amp;D</strong></span>
      </span>
      <span class='ocr_header' id='line_1_2' title="bbox 100 233 574 268; baseline 0 -8; x_size 35">
        <span class='ocrx_word' id='word_1_4' title='bbox 100 233 167 262; x_wconf 96'>&#2325;&lt;</span>
      </span>`;
    expect(linesOfHocr(hocr)).toEqual([
      {
        size: 51,
        words: [
          { text: "पुस्तकालय", left: 100, right: 269, top: 172, bottom: 200 },
          { text: "R&D", left: 336, right: 430, top: 172, bottom: 200 },
        ],
      },
      { size: 35, words: [{ text: "क<", left: 100, right: 167, top: 233, bottom: 260 }] },
    ]);
  });
});

describe("a block's language", () => {
  it("is Hindi when most of its letters are Devanagari", () => {
    expect(textLanguage("पुस्तकालय की सूचना (Library)")).toBe("hi");
    expect(textLanguage("Library notice: पुस्तकालय")).toBe("en");
    expect(textLanguage("2026-27")).toBe("en");
  });
});

/** Text as the blocks hold it: one line, no surrounding space, nothing empty. */
const blockString = fc
  .array(
    fc.constantFrom(..."ab Z09#*_-+.)(|\\`[]<>&!~=:'\"/ कि़्ा।\u00a0".split(""), "1.", "- ", "# ", "---", "&amp;", "1) "),
    { minLength: 1, maxLength: 12 },
  )
  .map((pieces) => normalisedText(pieces.join("")))
  .filter((text) => text !== "");

const blockArbitrary: fc.Arbitrary<TextBlock> = fc.oneof(
  fc.record({
    kind: fc.constant("heading" as const),
    level: fc.constantFrom(1 as const, 2 as const),
    text: blockString,
  }),
  fc.record({ kind: fc.constant("paragraph" as const), text: blockString }),
  fc
    .record({
      ordered: fc.boolean(),
      start: fc.integer({ min: 0, max: 999 }),
      items: fc.array(blockString, { minLength: 1, maxLength: 4 }),
    })
    .map(({ ordered, start, items }) => ({ kind: "list" as const, ordered, start: ordered ? start : 1, items })),
  fc
    .integer({ min: 1, max: 3 })
    .chain((columns) =>
      fc.array(fc.array(blockString, { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 3 }),
    )
    .map((rows) => ({ kind: "table" as const, rows })),
);

describe("a notice's text as Markdown", () => {
  it("reads back as the blocks it was written from, whatever characters they hold", () => {
    fc.assert(
      fc.property(fc.array(blockArbitrary, { maxLength: 8 }), (blocks) => {
        expect(markdownToBlocks(blocksToMarkdown(blocks))).toEqual(blocks);
      }),
      { numRuns: 300 },
    );
  });

  it("reads what staff type: headings of any depth, a list's loose items, nested lists, emphasis and links as text", () => {
    const source = [
      "# Fee notice",
      "### Dates",
      "The *last* date is [15 January](https://example.org).",
      "",
      "- first item",
      "",
      "  its second paragraph",
      "- second item",
      "  - nested",
      "",
      "<script>alert(1)</script>",
      "",
      "| A | B |",
      "| - | - |",
      "| 1 |",
    ].join("\n");
    expect(markdownToBlocks(source)).toEqual([
      { kind: "heading", level: 1, text: "Fee notice" },
      { kind: "heading", level: 2, text: "Dates" },
      { kind: "paragraph", text: "The last date is 15 January." },
      { kind: "list", ordered: false, start: 1, items: ["first item its second paragraph", "second item", "nested"] },
      { kind: "paragraph", text: "<script>alert(1)</script>" },
      {
        kind: "table",
        rows: [
          ["A", "B"],
          ["1", ""],
        ],
      },
    ]);
  });
});
