import { isExternalPath, type MenuLink as MenuLinkData } from "#app/shared/navigation.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalNavLink } from "#app/shared/ui/local-link.tsx";

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
  const { t } = useI18n();
  const name = t(`pages.${link.label}`);
  if (isExternalPath(link.path)) {
    return (
      <ExternalLink href={link.path} onClick={onNavigate} className={className}>
        {name}
      </ExternalLink>
    );
  }
  return (
    <LocalNavLink to={link.path} end onClick={onNavigate} className={className}>
      {name}
    </LocalNavLink>
  );
}
