import { describe, expect, it } from "vitest";
import { stableId } from "#server/db/stable-id.ts";

describe("stableId", () => {
  it("is 24 hex digits, the same for the same key, different across kinds", () => {
    expect(stableId("campus", "dwarka")).toMatch(/^[0-9a-f]{24}$/);
    expect(stableId("campus", "dwarka")).toBe(stableId("campus", "dwarka"));
    expect(stableId("campus", "dwarka")).not.toBe(stableId("faculty", "dwarka"));
  });
});
