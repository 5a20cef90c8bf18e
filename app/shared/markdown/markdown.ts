/**
 * Page text as plain data (made from Markdown by parse-markdown.ts):
 * headings, paragraphs, bulleted and numbered lists, bold and italic text, code
 * and links. There is no raw HTML in it: React escapes every piece of text when
 * it renders the result.
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "emphasis"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "break" }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

export type LinkKind = "site" | "external" | "mail" | "unsafe";

/** Which kind of link an href is; any other scheme (javascript:, data:) is unsafe and rendered as text. */
export function linkKind(href: string): LinkKind {
  if (href.startsWith("/") && !href.startsWith("//")) return "site";
  if (/^https:\/\/[^/]/i.test(href)) return "external";
  if (/^(mailto|tel):/i.test(href)) return "mail";
  return "unsafe";
}
