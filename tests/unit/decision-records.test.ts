import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const folder = `${root}docs/decisions/`;
const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
const index = readFileSync(`${folder}README.md`, "utf8");
/** The index's table, row by row: its cells without the padding Prettier adds. */
const rows = index
  .split("\n")
  .filter((line) => /^\| \d{4} /.test(line))
  .map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

/** A repository path in backticks: `app/root.tsx`, `server/api/alumni/`; not a glob or a pattern. */
const namedPath = /`((?:app|server|common|tests|scripts|bench|docs|deploy|content)\/[^`\s*<>{}]*)`/g;

/** A record may name a file that is gone when it says so right after: "(since moved)", "removed by …". */
const saysGone = /^[^`]{0,12}\b(moved|removed)\b/;

describe("the decision records", () => {
  it("are each listed in the index, with the number and title of their heading", () => {
    for (const record of records) {
      const [, number, title] = /^# (\d{4}) (.+)$/m.exec(readFileSync(folder + record, "utf8")) ?? [];
      expect(record.startsWith(`${number}-`), record).toBe(true);
      const row = rows.find((cells) => cells[1]?.endsWith(`(${record})`));
      expect(row?.slice(0, 2), record).toEqual([number, `[${title}](${record})`]);
      expect(row?.[2], record).toMatch(/^(accepted|amended\b.*|superseded by \d{4})$/);
    }
  });

  it("are the only files in this folder the index links to", () => {
    // The index's group headings link the guides, which are one folder up.
    const linked = [...index.matchAll(/\]\(([^)/]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.toSorted()).toEqual(records.toSorted());
  });

  it("name only paths that exist, or say the file has moved or was removed", () => {
    const missing: string[] = [];
    for (const record of [...records, "README.md"]) {
      const text = readFileSync(folder + record, "utf8");
      for (const match of text.matchAll(namedPath)) {
        const path = match[1]!;
        const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
        if (!existsSync(root + path) && !saysGone.test(after)) missing.push(`${record}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
