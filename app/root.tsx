import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { admissionSession } from "#common/academic-session.ts";
import { eventPopupIsDue } from "#common/event-popup-cookie.ts";
import { site } from "#common/site.ts";
import type { Route } from "./+types/root";
import { AccessibilityControls } from "./features/accessibility/accessibility-controls.tsx";
import { preferenceClasses, readPreferences } from "./features/accessibility/preferences.ts";
import { useReadingPreferences } from "./features/accessibility/use-reading-preferences.ts";
import { NotFound } from "./features/errors/not-found.tsx";
import { shownHeaderPictures } from "./features/header/header-pictures.tsx";
import { EventPopup, preloadEventPoster } from "./features/event-popup/event-popup.tsx";
import { shownEventPopup } from "./features/event-popup/shown-popup.ts";
import { SiteFooter } from "./features/footer/site-footer.tsx";
import { SiteHeader } from "./features/header/site-header.tsx";
import { NavigationLoadingView } from "./features/loading/loading-view.tsx";
import { SiteNavigation } from "./features/navigation/site-navigation.tsx";
import { SiteSearch } from "./features/search/site-search.tsx";
import { ServerError } from "./features/errors/server-error.tsx";
import { shellNamespaces } from "./i18n/catalogue.ts";
import { I18nProvider, useI18n, type MessagesHandle } from "./i18n/i18n.tsx";
import { languageOfPath, localizePath, withoutLanguage } from "./i18n/language.ts";
import { canonicalPath } from "./page-routes.ts";
import { requestContext } from "./request-context.ts";
import { useMarkFirstHydration } from "./shared/ui/static-region.tsx";
import "./app.css";

/**
 * The site's own icons (public/, made by `npm run icons`) and its web app manifest, in the HTML
 * of every page, so that whatever reads the page without running it finds them (decision 0169).
 */
export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
    { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: "/manifest.webmanifest" },
  ];
}

/** What the header, menus, footer and status pages say, on every page. */
export const handle = { messages: shellNamespaces } satisfies MessagesHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { cspNonce, services } = context.get(requestContext);
  // The pop-up staff set (decision 0167), while it is on, within its dates and not yet seen this session.
  const popup = eventPopupIsDue(request.headers.get("Cookie")) ? await services.home.shownEventPopup() : null;
  const language = languageOfPath(pathname);
  return {
    cspNonce,
    // Named by the menu, the home page and the admission pages; it follows the date (decision 0171).
    admissionSession: admissionSession(new Date()),
    // While invented records are left, every page says so in the top strip (decision 0130).
    sampleData: await services.sampleData.present(),
    // The table of every page that spells it stays on the server, out of the browser's script.
    canonical: { pathname, english: canonicalPath(pathname) },
    preferences: readPreferences(request.headers.get("Cookie")),
    eventPopup: shownEventPopup(popup, language),
    eventPopupDue: popup !== null,
    // The header's rotating pictures, as staff set them (decision 0136).
    headerPictures: shownHeaderPictures(await services.home.headerImages(), language),
  };
}

/**
 * Canonical URL and language alternates: the same page in English (also the default) and Hindi.
 * The root loader spells the path of the page the server rendered (`/hi/ugc-guidelines/` →
 * `/UGC-Guidelines`); a page reached in the browser came through one of the site's own links,
 * already spelled so, and only loses its language prefix.
 */
function LanguageLinks({
  pathname,
  canonical,
}: {
  pathname: string;
  canonical?: { pathname: string; english: string };
}) {
  const english = canonical?.pathname === pathname ? canonical.english : withoutLanguage(pathname);
  const alternates = { en: english, hi: localizePath(english, "hi"), "x-default": english };
  const current = languageOfPath(pathname) === "hi" ? alternates.hi : alternates.en;
  return (
    <>
      <link rel="canonical" href={`${site.website}${current}`} />
      {Object.entries(alternates).map(([hreflang, path]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${site.website}${path}`} />
      ))}
    </>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const nonce = rootData?.cspNonce;
  const preferences = useReadingPreferences();
  useMarkFirstHydration();
  if (rootData?.eventPopup) preloadEventPoster(rootData.eventPopup);
  return (
    <I18nProvider language={language} admissionSession={rootData?.admissionSession ?? admissionSession(new Date())}>
      <html lang={language} className={preferences ? preferenceClasses(preferences) || undefined : undefined}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#003E70" />
          <Meta />
          <LanguageLinks pathname={pathname} canonical={rootData?.canonical} />
          <Links />
        </head>
        <body>
          <SkipLink />
          <SiteHeader
            readingOptions={<AccessibilityControls />}
            sampleData={rootData?.sampleData ?? false}
            pictures={rootData?.headerPictures ?? []}
          />
          <SiteNavigation search={<SiteSearch />} />
          {children}
          <SiteFooter />
          <NavigationLoadingView />
          <EventPopup popup={rootData?.eventPopup ?? null} nonce={nonce} />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </I18nProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}
