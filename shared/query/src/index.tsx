import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Reads stay fresh for a minute, like the API client's read cache. */
export const QUERY_STALE_TIME_MS = 60_000;

/**
 * The one query cache of the portal. This package is a shared singleton, so every area that wraps
 * its pages in QueryProvider uses this same client; the shell itself loads no react-query, so the
 * sign-in page does not download it.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } } });

export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
