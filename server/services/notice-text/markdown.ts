import MarkdownIt from "markdown-it";
import type { TextBlock } from "#common/notice-text.ts";
import { normalisedText } from "../../db/notice-text/layout.ts";

/**
 * A notice's text as staff edit it (docs/decisions/0262): Markdown, the format the site's page
 * editor already takes, for the four kinds of block the reading view shows: `#` and `##`
 * headings, paragraphs, `-` and `1.` lists, and tables. Blocks written as Markdown and read
 * back are the same blocks; what Markdown has beyond them (emphasis, links, quotes, code) is
 * read as its plain text.
 */

const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });

/** Characters with a meaning somewhere in Markdown, escaped wherever they stand. */
const special = /[\\`*_[\]<>&|~#!]/g;

/** Text as Markdown shows it literally: specials escaped, and a start that would open a block made plain. */
function literal(text: string): string {
  return text
    .replace(special, (character) => `\\${character}`)
    .replace(/^([-+=])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

/** Whether the list at `index` took the other marker: lists of a kind in a row alternate. */
function listMarkerSwapped(blocks: ReadonlyArray<TextBlock>, index: number): boolean {
  let swapped = false;
  for (let at = index; at > 0; at--) {
    const [before, block] = [blocks[at - 1]!, blocks[at]!];
    if (before.kind !== "list" || block.kind !== "list" || before.ordered !== block.ordered) break;
    swapped = !swapped;
  }
  return swapped;
}

/** The blocks as Markdown, a blank line between blocks. */
export function blocksToMarkdown(blocks: ReadonlyArray<TextBlock>): string {
  return blocks
    .map((block, index) => {
      switch (block.kind) {
        case "heading":
          return `${"#".repeat(block.level)} ${literal(block.text)}`;
        case "paragraph":
          return literal(block.text);
        case "list": {
          // A list right after one of its kind takes the other marker, or Markdown would make them one.
          const other = listMarkerSwapped(blocks, index);
          const marker = (number: number) =>
            block.ordered ? `${block.start + number}${other ? ")" : "."}` : other ? "*" : "-";
          return block.items.map((item, number) => `${marker(number)} ${literal(item)}`).join("\n");
        }
        case "table": {
          const columns = Math.max(...block.rows.map((row) => row.length));
          const row = (cells: ReadonlyArray<string>) =>
            `| ${Array.from({ length: columns }, (_, index) => literal(cells[index] ?? "")).join(" | ")} |`;
          const [head = [], ...body] = block.rows;
          return [row(head), `|${" --- |".repeat(columns)}`, ...body.map(row)].join("\n");
        }
      }
    })
    .join("\n\n");
}

type Token = ReturnType<typeof markdown.parse>[number];

/** An inline token's words: text and code as written, breaks as spaces, no markup. */
function inlineText(token: Token | undefined): string {
  const pieces: string[] = [];
  for (const child of token?.children ?? []) {
    if (child.type === "text" || child.type === "code_inline") pieces.push(child.content);
    else if (child.type === "softbreak" || child.type === "hardbreak") pieces.push(" ");
    else if (child.type === "image") pieces.push(child.content);
  }
  return normalisedText(pieces.join(""));
}

/** Markdown as blocks; what is empty is left out. */
export function markdownToBlocks(source: string): TextBlock[] {
  const tokens = markdown.parse(source, {});
  const blocks: TextBlock[] = [];
  let list: Extract<TextBlock, { kind: "list" }> | undefined;
  let table: string[][] | undefined;
  let listDepth = 0;
  for (const [index, token] of tokens.entries()) {
    switch (token.type) {
      case "heading_open": {
        const text = inlineText(tokens[index + 1]);
        if (text) blocks.push({ kind: "heading", level: token.tag === "h1" ? 1 : 2, text });
        break;
      }
      case "bullet_list_open":
      case "ordered_list_open":
        // A list within a list goes on as items of the outer one.
        if (listDepth++ === 0) {
          const ordered = token.type === "ordered_list_open";
          list = { kind: "list", ordered, start: ordered ? Number(token.attrGet("start") ?? 1) : 1, items: [] };
        }
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        if (--listDepth === 0 && list) {
          list.items = list.items.filter((item) => item !== "");
          if (list.items.length > 0) blocks.push(list);
          list = undefined;
        }
        break;
      case "list_item_open":
        list?.items.push("");
        break;
      case "table_open":
        table = [];
        break;
      case "tr_open":
        table?.push([]);
        break;
      case "table_close":
        if (table?.some((row) => row.some((cell) => cell !== ""))) blocks.push({ kind: "table", rows: table });
        table = undefined;
        break;
      case "inline": {
        const previous = tokens[index - 1]?.type;
        if (previous === "heading_open") break;
        const text = inlineText(token);
        if (previous === "th_open" || previous === "td_open") table?.at(-1)?.push(text);
        else if (list) {
          // An item's paragraphs are one item (a list within it adds its items after it).
          list.items[list.items.length - 1] = normalisedText(`${list.items.at(-1) ?? ""} ${text}`);
        } else if (text) blocks.push({ kind: "paragraph", text });
        break;
      }
      case "code_block":
      case "fence": {
        const text = normalisedText(token.content);
        if (text) blocks.push({ kind: "paragraph", text });
        break;
      }
    }
  }
  return blocks;
}
