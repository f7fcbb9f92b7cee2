/*
 * Who calls the record store. Every request is authenticated to one principal before any resource
 * sees it: an HTTP Basic record-store client of the tenant, or the short-lived token xapi/config hands
 * a signed-in user (limited to that user's own statements and documents).
 */

/** The scopes of the xAPI authorisation model (xAPI 1.0.3, part three §4.2) the store honours. */
export const LRS_SCOPES = ['all', 'all/read', 'statements/write', 'statements/read', 'statements/read/mine', 'state', 'define', 'profile'] as const;
export type LrsScope = (typeof LRS_SCOPES)[number];

export interface LrsPrincipal {
  /** The tenant's scope (the LMS's `scope` column): a principal never sees another tenant's records. */
  tenant: string;
  /** The record-store client's key, or 'user:<id>' for a user token. */
  clientId: string;
  scopes: readonly LrsScope[];
  /**
   * Set for a user token: the user's id and the agent that names them. Such a principal writes
   * statements only with this agent as actor and reads and writes only this agent's documents.
   */
  user?: { id: string; agent: { objectType: 'Agent'; account: { homePage: string; name: string } } };
  /** The agent the client's statements are attributed to as authority. */
  authority: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The record-store caller, set by the store's authentication hook before any resource runs. */
    lrs: LrsPrincipal;
  }
}

type Need = 'statements/write' | 'statements/read' | 'state' | 'profile' | 'define';

/** Whether the principal's scopes grant a kind of access (xAPI 1.0.3 part three §4.2). */
export function grants(principal: Pick<LrsPrincipal, 'scopes'>, need: Need): boolean {
  const has = (scope: (typeof LRS_SCOPES)[number]) => principal.scopes.includes(scope);
  if (has('all')) return true;
  switch (need) {
    case 'statements/write':
      return has('statements/write');
    case 'statements/read':
      return has('all/read') || has('statements/read') || has('statements/read/mine');
    case 'state':
      return has('state');
    case 'profile':
      return has('profile');
    case 'define':
      return has('define');
  }
}
