import { useNavigation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Logo } from "#app/shared/ui/logo.tsx";

const loaderBars = [
  { x: 6, delay: "0ms", fill: "#005CB9" },
  { x: 22, delay: "150ms", fill: "#005CB9" },
  { x: 38, delay: "300ms", fill: "#F59E0B" },
];

/**
 * The full-screen loading view: the logo above three bars that rise in turn
 * (the logo's own motif), on light grey. It fades in after a short delay, so
 * a navigation that finishes at once never flashes it.
 */
export function LoadingView() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-label={t("shell.loading.label")}
      className="fixed inset-0 z-[100] flex animate-fade-in-late flex-col items-center justify-center gap-8 bg-slate-100 text-navy"
    >
      <Logo />
      <svg viewBox="0 0 52 40" width="78" height="60" aria-hidden="true">
        {loaderBars.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            y="4"
            width="8"
            height="32"
            rx="2"
            fill={bar.fill}
            className="origin-bottom [transform-box:fill-box] motion-safe:animate-loader-bar"
            style={{ animationDelay: bar.delay }}
          />
        ))}
      </svg>
      <span className="sr-only">{t("shell.loading.text")}</span>
    </div>
  );
}

/**
 * Shows the loading view while a client-side navigation fetches the next
 * route's code or data. The server always renders an idle navigation, so the
 * first, server-rendered page is never covered.
 */
export function NavigationLoadingView() {
  const navigation = useNavigation();
  return navigation.state === "loading" ? <LoadingView /> : null;
}
