/** The search button and the overlay it opens. */
export function SiteSearch() {
  return null;
}
