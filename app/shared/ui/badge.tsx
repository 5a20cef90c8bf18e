import type { ReactNode } from "react";

const tones = {
  /** Amber on warm cream: "New" and other highlights (design.md's accent). */
  accent: "border-accent bg-accent-soft text-amber-900",
  neutral: "border-hairline bg-slate-100 text-slate-700",
  success: "border-green-700 bg-green-50 text-green-800",
} as const;

/** A small label beside a title: "New", a status, a category. */
export function Badge({ tone = "neutral", children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold leading-5 whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
