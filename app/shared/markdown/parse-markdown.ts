import MarkdownIt, { type Token } from "markdown-it";
import type { Block, Inline } from "./markdown.ts";

/**
 * CommonMark, with raw HTML off: `<script>` in a page is text like any other. Staff
 * write the text, but it is still never trusted as markup: the
 * result is data that React escapes, not HTML (see markdown-body.tsx).
 */
const markdown = new MarkdownIt("commonmark", { html: false });

/**
 * A page's Markdown as blocks for MarkdownBody. Public pages parse on the server (the
 * loader sends the blocks), so markdown-it is not in their bundles; only the console's
 * page editor loads this module in the browser, on demand, for its live preview, so
 * the preview follows exactly the public page's rules (docs/decisions/0146).
 * Headings are levels 2 and 3 (the page's title is its only level 1, so `#` is
 * read as `##` and anything below `###` as `###`); a list nested in a list item
 * continues its outer list, and a block of code is a paragraph of its text.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let list: Extract<Block, { type: "list" }> | undefined;
  let listDepth = 0;
  let item: Inline[] | undefined;
  let headingLevel: 2 | 3 | undefined;

  const add = (pieces: Inline[]) => {
    if (item) {
      if (item.length > 0 && pieces.length > 0) item.push({ type: "text", text: " " });
      item.push(...pieces);
      mergeText(item);
    } else if (headingLevel) blocks.push({ type: "heading", level: headingLevel, children: pieces });
    else blocks.push({ type: "paragraph", children: pieces });
  };

  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case "bullet_list_open":
      case "ordered_list_open":
        if (listDepth === 0) {
          list = { type: "list", ordered: token.type === "ordered_list_open", items: [] };
          blocks.push(list);
        }
        listDepth += 1;
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        listDepth -= 1;
        if (listDepth === 0) list = undefined;
        item = undefined;
        break;
      case "list_item_open":
        item = [];
        list?.items.push(item);
        break;
      case "list_item_close":
        item = undefined;
        break;
      case "heading_open":
        headingLevel = token.tag === "h1" || token.tag === "h2" ? 2 : 3;
        break;
      case "heading_close":
        headingLevel = undefined;
        break;
      case "inline":
        add(inlines(token.children ?? []));
        break;
      case "code_block":
      case "fence":
        add([{ type: "text", text: token.content.replace(/\n$/, "") }]);
        break;
    }
  }
  return blocks;
}

/** A run of inline tokens as pieces; an image is its description, since page text shows none. */
function inlines(tokens: Token[]): Inline[] {
  const root: Inline[] = [];
  const open: Inline[][] = [root];
  const into = () => open[open.length - 1]!;
  for (const token of tokens) {
    switch (token.type) {
      case "text":
        // markdown-it leaves an empty text token either side of emphasis.
        if (token.content !== "") into().push({ type: "text", text: token.content });
        break;
      case "softbreak":
        into().push({ type: "text", text: " " });
        break;
      case "hardbreak":
        into().push({ type: "break" });
        break;
      case "code_inline":
        into().push({ type: "code", text: token.content });
        break;
      case "image":
        into().push(...inlines(token.children ?? []));
        break;
      case "strong_open":
      case "em_open":
      case "link_open": {
        const children: Inline[] = [];
        into().push(
          token.type === "link_open"
            ? { type: "link", href: String(token.attrGet("href") ?? ""), children }
            : { type: token.type === "strong_open" ? "strong" : "emphasis", children },
        );
        open.push(children);
        break;
      }
      case "strong_close":
      case "em_close":
      case "link_close":
        mergeText(open.pop()!);
        break;
    }
  }
  return mergeText(root);
}

/** Joins neighbouring text pieces, so a sentence renders as one text node. */
function mergeText(pieces: Inline[]): Inline[] {
  for (let index = pieces.length - 1; index > 0; index -= 1) {
    const piece = pieces[index]!;
    const before = pieces[index - 1]!;
    if (piece.type === "text" && before.type === "text") {
      before.text += piece.text;
      pieces.splice(index, 1);
    }
  }
  return pieces;
}
