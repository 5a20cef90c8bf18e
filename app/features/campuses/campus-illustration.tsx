import type { CampusZone } from "#common/campuses.ts";

/** The sky of each zone's drawing, so the zones' pages look related but not identical. */
const skyOf: Record<CampusZone, string> = {
  central: "#dbeafe",
  north: "#e0f2fe",
  south: "#fef3c7",
  east: "#fce7f3",
  west: "#dcfce7",
};

/**
 * Our own line drawing of a campus building (no photographs of the campuses
 * are published yet). Decorative: the page's heading names the campus.
 */
export function CampusIllustration({ zone, className = "" }: { zone: CampusZone; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 240"
      width={480}
      height={240}
      aria-hidden="true"
      focusable="false"
      className={`h-auto w-full rounded-xl ${className}`}
    >
      <rect width="480" height="240" fill={skyOf[zone]} />
      <circle cx="400" cy="52" r="24" fill="#f59e0b" opacity="0.8" />
      <rect y="196" width="480" height="44" fill="#86efac" />
      <rect x="110" y="88" width="260" height="112" fill="#ffffff" stroke="#003e70" strokeWidth="4" />
      <path d="M96 92 240 36l144 56z" fill="#005cb9" stroke="#003e70" strokeWidth="4" strokeLinejoin="round" />
      {[134, 182, 274, 322].map((x) => (
        <g key={x}>
          <rect x={x} y="108" width="28" height="26" fill="#bfdbfe" stroke="#003e70" strokeWidth="3" />
          <rect x={x} y="150" width="28" height="26" fill="#bfdbfe" stroke="#003e70" strokeWidth="3" />
        </g>
      ))}
      <rect x="222" y="140" width="36" height="60" fill="#003e70" />
      <circle cx="240" cy="70" r="10" fill="#ffffff" />
      <g fill="#15803d">
        <circle cx="56" cy="170" r="26" />
        <circle cx="424" cy="172" r="22" />
      </g>
      <g stroke="#7c2d12" strokeWidth="6">
        <path d="M56 192v8M424 190v10" />
      </g>
    </svg>
  );
}
