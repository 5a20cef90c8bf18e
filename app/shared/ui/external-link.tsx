import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** The small "leaves the site" arrow after the text; icon-only links turn it off. */
  showIcon?: boolean;
};

/**
 * A link to another site. It opens in a new tab without handing that tab a
 * reference to ours (`noopener`) or our address (`noreferrer`), and tells
 * screen-reader users that it does.
 */
export function ExternalLink({ children, showIcon = true, ...props }: ExternalLinkProps) {
  const { t } = useI18n();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {showIcon ? (
        <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 shrink-0 align-[-0.1em]" />
      ) : null}
      <span className="sr-only"> {t("shell.opensInNewTab")}</span>
    </a>
  );
}
