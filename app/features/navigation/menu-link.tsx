import { NavLink } from "react-router";
import { isExternalPath, type MenuLink as MenuLinkData } from "#common/navigation.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";

/** One link of the menu tree: a NavLink (marked as the current page) or, for another site, a new-tab link. */
export function MenuLink({
  link,
  className,
  onNavigate,
}: {
  link: MenuLinkData;
  className: string;
  onNavigate?: () => void;
}) {
  if (isExternalPath(link.path)) {
    return (
      <ExternalLink href={link.path} onClick={onNavigate} className={className}>
        {link.name}
      </ExternalLink>
    );
  }
  return (
    <NavLink to={link.path} end onClick={onNavigate} className={className}>
      {link.name}
    </NavLink>
  );
}
