import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFound } from "./features/errors/not-found.tsx";
import { EventPopup } from "./features/event-popup/event-popup.tsx";
import { SiteFooter } from "./features/footer/site-footer.tsx";
import { SiteHeader } from "./features/header/site-header.tsx";
import { NavigationLoadingView } from "./features/loading/loading-view.tsx";
import { SiteNavigation } from "./features/navigation/site-navigation.tsx";
import { SiteSearch } from "./features/search/site-search.tsx";
import { ServerError } from "./features/errors/server-error.tsx";
import { requestContext } from "./request-context.ts";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  return { cspNonce: context.get(requestContext).cspNonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>("root")?.cspNonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#003E70" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <SiteNavigation search={<SiteSearch />} />
        {children}
        <SiteFooter />
        <NavigationLoadingView />
        <EventPopup />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}
