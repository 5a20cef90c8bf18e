import { QueryClient } from "@tanstack/react-query";

/** One client per browser tab (and per server render), for data fetched after the page loads. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}
