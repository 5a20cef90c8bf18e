import { describe, expect, it } from "vitest";
import { boardSearch, parseBoardQuery } from "#app/features/notices/board-query.ts";

const parse = (query: string) => parseBoardQuery(new URLSearchParams(query));

describe("a board's URL query", () => {
  it("reads search text, dates, page and archive", () => {
    expect(parse("q=exam&from=2025-01-31&to=2025-12-01&page=3&archive=1")).toEqual({
      query: { q: "exam", from: "2025-01-31", to: "2025-12-01", page: 3, archive: true },
      problems: [],
    });
    expect(parse("from=2024-02-29").problems).toEqual([]);
  });

  it("names what it cannot read and keeps the rest", () => {
    for (const [query, problem] of [
      ["from=2025-02-30", "from"],
      ["from=2023-02-29", "from"],
      ["to=31-01-2025", "to"],
      ["to=2025-1-31", "to"],
      ["from=2025-13-01", "from"],
      ["page=0", "page"],
      ["page=abc", "page"],
      [`q=${"x".repeat(101)}`, "q"],
      ["from=2025-03-01&to=2025-02-01", "range"],
    ] as const) {
      expect(parse(query).problems, query).toEqual([problem]);
    }
    expect(parse("q=exam&from=nonsense").query).toMatchObject({ q: "exam", from: "" });
  });

  it("writes a short URL query back", () => {
    expect(boardSearch({ q: "exam", from: "", page: 1 })).toBe("?q=exam");
    expect(boardSearch({ archive: true, page: 2 })).toBe("?archive=1&page=2");
    expect(boardSearch({})).toBe("");
  });
});
