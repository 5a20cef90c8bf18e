import { site } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";

/** The university's wordmark: an emblem of three rising bars (skills, growth, enterprise) and the name. */
export function Logo({ className = "", withName = true }: { className?: string; withName?: boolean }) {
  const { t } = useI18n();
  const name = t("shell.siteName");
  return (
    <span className={`inline-flex items-center gap-3 ${className}`}>
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="size-12 shrink-0">
        <circle cx="24" cy="24" r="23" fill="#005CB9" />
        <circle cx="24" cy="24" r="19" fill="none" stroke="#FFFFFF" strokeWidth="1.5" opacity="0.6" />
        <rect x="13" y="26" width="5" height="10" rx="1" fill="#FFFFFF" />
        <rect x="21.5" y="20" width="5" height="16" rx="1" fill="#FFFFFF" />
        <rect x="30" y="13" width="5" height="23" rx="1" fill="#F59E0B" />
      </svg>
      {withName ? (
        <span className="flex flex-col leading-tight">
          <span className="text-xl font-bold tracking-wide">{site.shortName}</span>
          <span className="text-xs font-medium sm:text-sm">{name}</span>
        </span>
      ) : (
        <span className="sr-only">{name}</span>
      )}
    </span>
  );
}
