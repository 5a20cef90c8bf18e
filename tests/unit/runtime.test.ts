import { describe, expect, it } from "vitest";

describe("runtime", () => {
  it("runs on the project's own Node 24 (the `node` dev dependency)", () => {
    expect(process.versions.node.split(".")[0]).toBe("24");
  });
});
