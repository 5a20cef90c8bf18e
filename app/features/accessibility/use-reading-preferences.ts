import { useFetcher, useRouteLoaderData } from "react-router";
import { readChoice, type Preferences } from "./preferences.ts";

/**
 * One fetcher per kind of choice: a size and a contrast chosen in quick succession are
 * two requests that both complete, where one navigation would cancel the other.
 */
export const preferenceFetcherKeys = { textSize: "reading-text-size", contrast: "reading-contrast" } as const;

/**
 * The reading preferences the page shows: the cookies' values from the root loader, with
 * a choice still on its way to the server already applied, so the page changes on the
 * click rather than a round trip later. Undefined where the root loader has no data.
 */
export function useReadingPreferences(): Preferences | undefined {
  const stored = useRouteLoaderData<{ preferences: Preferences }>("root")?.preferences;
  const pendingSize = useFetcher({ key: preferenceFetcherKeys.textSize }).formData;
  const pendingContrast = useFetcher({ key: preferenceFetcherKeys.contrast }).formData;
  if (!stored) return undefined;
  return {
    ...stored,
    ...(pendingSize ? readChoice(pendingSize) : {}),
    ...(pendingContrast ? readChoice(pendingContrast) : {}),
  };
}
