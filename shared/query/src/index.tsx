import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@portal/api-client';
import { sessionStore, type SessionState } from '@portal/session';

/**
 * The spec's one-minute caches (spec 1 §7). The API client keeps no answers of its own: a read that
 * may be kept says so with this `staleTime` (the default here), a read that must be fresh with 0.
 */
export const QUERY_STALE_TIME_MS = 60_000;

/**
 * Spec 3 §7, §9: the approver count, the subscription list and feed results are kept 1 minute. Their
 * queries say so themselves, so the spec's caches hold whatever the client's default becomes.
 */
export const ONE_MINUTE_CACHE = { staleTime: 60_000 } as const;

/** Whose server state the cache holds: another user or tenant must not be served it. */
export function sessionIdentity(state: Pick<SessionState, 'scope' | 'user'>): string {
  return state.user ? `${state.scope ?? ''}\u0000${state.user.id}\u0000${state.user.username}` : '';
}

interface IdentitySource {
  getState(): Pick<SessionState, 'scope' | 'user'>;
  subscribe(listener: (state: Pick<SessionState, 'scope' | 'user'>) => void): () => void;
}

/**
 * Clears `client` whenever the session's identity changes: sign-out and a session timeout (both end
 * in clearSession, user → null), a site reset, another user signing in, a change of scope. It runs
 * synchronously in the store's subscriber, so no component renders the next user with the previous
 * user's answers. Answers the unsubscribe.
 */
export function clearOnIdentityChange(source: IdentitySource, client: QueryClient): () => void {
  let identity = sessionIdentity(source.getState());
  return source.subscribe((state) => {
    const next = sessionIdentity(state);
    if (next === identity) return;
    identity = next;
    client.cancelQueries().catch(() => undefined);
    client.clear();
  });
}

/** Tries after the first, as react-query does by default, for failures a second try may mend. */
export const QUERY_RETRIES = 3;

/**
 * The portal's retry rule for every read: a refusal (4xx: 404 not found, 403 not yours, 400 bad
 * request...) is an answer, shown at once; asking again would only keep the user waiting on a
 * spinner. No answer at all (network, timeout), a server fault (5xx), 408 and 429 may pass later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.status === 408 || error.status === 429;
  return true;
}

export function createPortalQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry } } });
}

/**
 * The one query cache of the portal. This package is a shared singleton, so every area (and the
 * shell's signed-in parts) that wraps its pages in QueryProvider uses this same client. The shell's
 * first page imports no react-query, so the sign-in page does not download it. The cache is emptied
 * here, in one place, whenever the signed-in user or the scope changes.
 */
export const queryClient = createPortalQueryClient();
clearOnIdentityChange(sessionStore, queryClient);

export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
