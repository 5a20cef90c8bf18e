/**
 * The small part of Markdown that page text uses, parsed into plain data:
 * headings (## and ###), paragraphs, bulleted and numbered lists, **bold**
 * and [links](/path). There is no raw HTML: `<` is just a character, and
 * React escapes every piece of text when it renders the result.
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const bullet = /^[-*]\s+/;
const numbered = /^\d+[.)]\s+/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.split(/\r?\n/);
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!.trim();
    if (line === "") {
      index += 1;
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]!.length as 2 | 3, children: parseInline(heading[2]!) });
      index += 1;
      continue;
    }
    const marker = bullet.test(line) ? bullet : numbered.test(line) ? numbered : undefined;
    if (marker) {
      const items: Inline[][] = [];
      while (index < lines.length && marker.test(lines[index]!.trim())) {
        items.push(parseInline(lines[index]!.trim().replace(marker, "")));
        index += 1;
      }
      blocks.push({ type: "list", ordered: marker === numbered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index]!.trim();
      if (next === "" || /^#{2,3}\s/.test(next) || bullet.test(next) || numbered.test(next)) break;
      paragraph.push(next);
      index += 1;
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
  }
  return blocks;
}

/** `**bold**` and `[text](href)`; anything else, unmatched markers included, is text. */
export function parseInline(source: string): Inline[] {
  const pieces: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) pieces.push({ type: "text", text: source.slice(last, match.index) });
    if (match[1] !== undefined) pieces.push({ type: "strong", children: parseInline(match[1]) });
    else pieces.push({ type: "link", href: match[3]!, children: parseInline(match[2]!) });
    last = match.index + match[0].length;
  }
  if (last < source.length) pieces.push({ type: "text", text: source.slice(last) });
  return pieces;
}

export type LinkKind = "site" | "external" | "mail" | "unsafe";

/** Which kind of link an href is; any other scheme (javascript:, data:) is unsafe and rendered as text. */
export function linkKind(href: string): LinkKind {
  if (href.startsWith("/") && !href.startsWith("//")) return "site";
  if (/^https:\/\/[^/]/i.test(href)) return "external";
  if (/^(mailto|tel):/i.test(href)) return "mail";
  return "unsafe";
}
