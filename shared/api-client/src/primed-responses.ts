/**
 * Answers the page arrived with: the gateway puts in the page the few reads the first
 * signed-in page waits on (the tenant's header and dashboard config files), so they cost no round
 * trip once the scripts have run. Each is answered once, for the tenant it was read for and only
 * while it is fresh; after that the read goes to the network as always. The client still checks
 * the answer against the caller's schema.
 */
export interface PrimedResponses {
  /** Adds answers read for `scope`, by path under the API's base URL ('/content/config/…'). */
  add(scope: string, responses: Readonly<Record<string, unknown>>): void;
  /** The answer for a GET of `path` (its query string is not part of the match) for `scope`, once. */
  take(path: string, scope: string | null | undefined): { body: unknown } | undefined;
}

/** How long a primed answer stands in for the network: the first page's start, not a later visit. */
export const PRIMED_RESPONSE_TTL_MS = 30_000;

export function createPrimedResponses(now: () => number = Date.now): PrimedResponses {
  const answers = new Map<string, { body: unknown; until: number }>();
  const key = (scope: string, path: string) => `${scope} ${path.split('?')[0]}`;
  return {
    add(scope, responses) {
      const until = now() + PRIMED_RESPONSE_TTL_MS;
      for (const [path, body] of Object.entries(responses)) answers.set(key(scope, path), { body, until });
    },
    take(path, scope) {
      if (!scope) return undefined;
      const found = answers.get(key(scope, path));
      if (!found) return undefined;
      answers.delete(key(scope, path));
      return found.until >= now() ? { body: found.body } : undefined;
    },
  };
}
