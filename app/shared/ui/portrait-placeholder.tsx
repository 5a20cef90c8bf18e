/**
 * A neutral head-and-shoulders drawing in place of an officer's photograph
 * (no official portraits are licensed to the site). `label` names whose place it takes.
 */
export function PortraitPlaceholder({ label, size }: { label: string; size: number }) {
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className="shrink-0 rounded-full border border-hairline bg-slate-100"
    >
      <circle cx="60" cy="46" r="22" fill="#94a3b8" />
      <path d="M18 112c4-26 22-38 42-38s38 12 42 38z" fill="#94a3b8" />
    </svg>
  );
}
