import type { HTMLElement } from "node-html-parser";

/** An element's text as a reader meets it: runs of white space are one space. */
export const readText = (element: HTMLElement | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
