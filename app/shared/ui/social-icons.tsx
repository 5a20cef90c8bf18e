import type { SocialNetwork } from "#common/site.ts";

/**
 * Line drawings of the networks' marks in lucide's style (24-unit grid,
 * 2-unit strokes), since lucide ships no brand icons. Decorative: the link
 * around each icon carries the name.
 */
const iconPaths: Record<SocialNetwork | "YouTube", React.ReactNode> = {
  X: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M19.5 4l-6.7 7.4M4.5 20l6.7-7.4" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
      <circle cx="8" cy="7.5" r="0.6" fill="currentColor" />
    </>
  ),
  Facebook: <path d="M16 3h-2.5A3.5 3.5 0 0 0 10 6.5V21M7 11h7.5" />,
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9.2l4.8 2.8-4.8 2.8z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network, className = "" }: { network: SocialNetwork | "YouTube"; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {iconPaths[network]}
    </svg>
  );
}
