import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";

/** Said, and announced, where a console page could not load what it lists. */
export function LoadFailed({ className = "" }: { className?: string }) {
  const { t } = useI18n();
  return (
    <p role="alert" className={`text-red-800 ${className}`}>
      {t("console.errors.load")}
    </p>
  );
}

/** Stands in for a console list that has nothing in it. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-hairline bg-card p-4 text-slate-700">{children}</p>;
}
