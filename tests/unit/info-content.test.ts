import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { textPages } from "#common/page-lookup.ts";
import { linkKind } from "#app/shared/markdown/markdown.ts";
import { parseMarkdown } from "#app/shared/markdown/parse-markdown.ts";
import { MarkdownBody } from "#app/shared/markdown/markdown-body.tsx";
import { pagePlace } from "#app/features/info-pages/page-place.ts";
import { monthWeeks } from "#app/features/holidays/holidays.ts";
import { ContentError, contentFileName, parseContentFile } from "#server/db/seed/content-files.ts";

const contentRoot = path.resolve(import.meta.dirname, "../../content");
const pagesWithText = textPages.map((page) => page.path);

function render(source: string): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(MarkdownBody, { blocks: parseMarkdown(source) })),
  );
}

describe("Markdown of page text", () => {
  it("reads headings, paragraphs, lists, bold text and links", () => {
    const blocks = parseMarkdown("## Title\n\nOne line\nand the next.\n\n- a\n- **b**\n\n1. first\n2. [second](/x)");
    expect(blocks).toEqual([
      { type: "heading", level: 2, children: [{ type: "text", text: "Title" }] },
      { type: "paragraph", children: [{ type: "text", text: "One line and the next." }] },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", text: "a" }], [{ type: "strong", children: [{ type: "text", text: "b" }] }]],
      },
      {
        type: "list",
        ordered: true,
        items: [
          [{ type: "text", text: "first" }],
          [{ type: "link", href: "/x", children: [{ type: "text", text: "second" }] }],
        ],
      },
    ]);
  });

  it("renders raw HTML as text, never as markup", () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n## <b>bold?</b>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops links to scripts and data, keeping their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "http://plain.example",
    ]) {
      expect(linkKind(href), href).toBe("unsafe");
      const html = render(`[click](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).toContain("click");
    }
  });

  it("opens other sites in a new tab and keeps site links on the site", () => {
    expect(render("[portal](https://scholarships.gov.in)")).toContain('target="_blank" rel="noopener noreferrer"');
    expect(render("[help](/help)")).toContain('href="/help"');
    expect(render("[mail](mailto:helpdesk@dseu.ac.in)")).toContain('href="mailto:helpdesk@dseu.ac.in"');
  });

  it("reads the rest of CommonMark as CommonMark, not as literal characters", () => {
    const html = render("- a\n\n- b\n\n*said* \\*not\\* `x < y` &amp; [AT&amp;T](/a%20b)");
    expect(html.match(/<ul/g)).toHaveLength(1);
    expect(html).toContain("<em>said</em> *not* <code>x &lt; y</code> &amp; ");
    expect(html).toContain('href="/a%20b"');
    expect(html).toContain(">AT&amp;T</a>");
  });

  it("survives a long hostile line without backtracking for ages", () => {
    const blocks = parseMarkdown(`${"**[".repeat(20_000)}x`);
    expect(blocks).toHaveLength(1);
  });
});

describe("content files", () => {
  it("parses front matter and rejects a file without a valid one", () => {
    const file = parseContentFile("---\ntitle: T\ndescription: D\nupdated: 2026-01-02\n---\n\nBody", "x.md");
    expect(file).toEqual({ title: "T", description: "D", updated: "2026-01-02", body: "Body" });
    expect(() => parseContentFile("No front matter", "x.md")).toThrow(ContentError);
    expect(() => parseContentFile("---\ntitle: T\ndescription: D\nupdated: 2 Jan\n---\n", "x.md")).toThrow(/updated/);
    expect(() => parseContentFile("---\ntitle: T\n<script>\n---\n", "x.md")).toThrow(/not "key: value"/);
    expect(() => parseContentFile("---\ndescription: D\nupdated: 2026-01-02\n---\n", "x.md")).toThrow(/title/);
  });

  it("names a page's file after its path in lower case", () => {
    expect(contentFileName("/about-us/About-the-University")).toBe("about-us/about-the-university.md");
  });

  it("has a valid file in English and in Hindi for every page of text, and no file without a page", () => {
    for (const language of ["en", "hi"]) {
      const expected = pagesWithText.map(contentFileName).sort();
      const present = fs
        .readdirSync(path.join(contentRoot, language), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.split(path.sep).join("/"))
        .sort();
      expect(present, language).toEqual(expected);
      for (const name of present) {
        const file = parseContentFile(fs.readFileSync(path.join(contentRoot, language, name), "utf8"), name);
        expect(file.body.length, name).toBeGreaterThan(50);
      }
    }
  });
});

describe("a page's place in the menus", () => {
  it("is the menu group that lists it", () => {
    expect(pagePlace("/amenities/ICC").groups).toEqual([{ label: "studentLife" }]);
    expect(pagePlace("/amenities/ICC").siblings.map((link) => link.path)).toContain("/ncc");
  });

  it("is its parent page's group when the menus do not list it", () => {
    expect(pagePlace("/admission/guidelines").groups).toEqual([{ label: "admission", path: "/admission" }]);
  });

  it("makes the page at a group's common path that group's index", () => {
    const place = pagePlace("/administration/administrative");
    expect(place.groups).toEqual([{ label: "administration" }]);
    expect(place.children).toHaveLength(9);
    expect(pagePlace("/administration/administrative/Statutes").groups).toEqual([
      { label: "administration" },
      { label: "administrative", path: "/administration/administrative" },
    ]);
    // The index page itself is no link to itself.
    expect(pagePlace("/admission").groups).toEqual([{ label: "admission" }]);
  });

  it("puts the policy pages in a group of their own", () => {
    expect(pagePlace("/privacy-policy").groups).toEqual([{ label: "websitePolicies" }]);
  });
});

describe("the holiday calendar's month grid", () => {
  it("starts each month on its weekday, Sunday first", () => {
    // 1 March 2026 is a Sunday; 1 January 2026 a Thursday.
    expect(monthWeeks(2026, 2)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthWeeks(2026, 0)[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(
      monthWeeks(2026, 1)
        .flat()
        .filter((day) => day !== null),
    ).toHaveLength(28);
  });
});
