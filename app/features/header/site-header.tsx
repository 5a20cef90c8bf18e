/** The site header: top strip of portal links, logo, rotating picture, address, menus, search. */
export function SiteHeader() {
  return <header className="bg-navy text-white" />;
}
