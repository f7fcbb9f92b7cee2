import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's own query cache. The shell provides no QueryClient, and an area's cache is the
 * area's business. Reads are fresh for a minute, like the API client's read cache.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
