import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/i18n/meta.ts";

/** A console page's title; search engines are asked to leave the console out. */
export function consoleMeta(title: string): MetaDescriptor[] {
  return [...pageMeta(title), { name: "robots", content: "noindex" }];
}
