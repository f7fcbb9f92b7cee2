import { DEFAULT_EXPIRES_IN_SECONDS, TokenRefreshResponseSchema, type TokenRefreshResponse } from '@portal/contracts';
import { ONE_MINUTE, type ApiClient } from './client';

export const TOKEN_REFRESH_PATH = '/authr/token/refresh';

export interface TokenRefresher {
  /** POST /authr/token/refresh; a call within one minute of the last one shares its answer. */
  refresh(expiresIn?: number): Promise<TokenRefreshResponse>;
  /** Forget the memo (after sign-out, or when the session dialog must really extend). */
  reset(): void;
}

/**
 * Spec 1 §9 "token refresh memoised 1 minute": the shell refreshes on every page change, so
 * within a minute of a refresh every further call returns the same promise and sends nothing.
 * A failed refresh is forgotten at once, so the next call tries again.
 */
export function createTokenRefresher(client: ApiClient, now: () => number = Date.now): TokenRefresher {
  let memo: { at: number; promise: Promise<TokenRefreshResponse> } | undefined;
  return {
    refresh(expiresIn = DEFAULT_EXPIRES_IN_SECONDS) {
      const at = now();
      if (memo && at - memo.at < ONE_MINUTE) return memo.promise;
      const entry = { at, promise: client.post(TOKEN_REFRESH_PATH, { expiresIn }, { schema: TokenRefreshResponseSchema }) };
      memo = entry;
      entry.promise.catch(() => {
        if (memo === entry) memo = undefined;
      });
      return entry.promise;
    },
    reset() {
      memo = undefined;
    },
  };
}
