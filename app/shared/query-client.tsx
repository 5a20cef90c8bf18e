import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The browser tab's one client, so every part of a page that fetches shares one cache. */
let browserClient: QueryClient | undefined;

/**
 * Gives its children TanStack Query, for data the browser fetches after the page
 * loads. Only the parts that fetch wrap themselves in it (the programme browser, the
 * search panel), so pages without them do not load the library. On the server each
 * render gets a client of its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient()),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
