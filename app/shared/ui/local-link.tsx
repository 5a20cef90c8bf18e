import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";

/**
 * A link to a page of this site, in the page's language: on a Hindi page
 * `/courses` leads to `/hi/courses`, so a Hindi reader stays in Hindi.
 */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { localize } = useI18n();
  return <Link to={localize(to)} {...props} />;
}

/** A NavLink (marked when it is the current page) in the page's language. */
export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const { localize } = useI18n();
  return <NavLink to={localize(to)} {...props} />;
}
