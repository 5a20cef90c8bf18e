import type { ReactNode } from "react";

/** The sticky menu bar under the header: the desktop menu, the phone menu and a slot for search. */
export function SiteNavigation({ search }: { search: ReactNode }) {
  return <div className="sticky top-0 z-40 bg-navy text-white">{search}</div>;
}
