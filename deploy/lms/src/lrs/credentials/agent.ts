/*
 * The agent that names a portal user in the record store: an account on the portal's address whose
 * name is the user's id (the id never changes, a username may). A user token's principal writes and
 * reads only statements and documents of this agent.
 */

export interface UserAgent {
  objectType: 'Agent';
  account: { homePage: string; name: string };
}

/** The user's agent under the portal's address (lmsConfig.stablePortalUrl: the same whatever port it listens on). */
export function userAgent(homePage: string, userId: string): UserAgent {
  return { objectType: 'Agent', account: { homePage, name: userId } };
}

/**
 * Whether an agent (a statement's actor, a document's `agent`) is the user's own: the same account
 * (xAPI identifies an agent by its one inverse functional identifier, so `name` and `objectType` do not
 * count, and an agent that names an mbox or another account is someone else).
 */
export function isOwnAgent(own: UserAgent, agent: unknown): boolean {
  if (!agent || typeof agent !== 'object') return false;
  const candidate = agent as Record<string, unknown>;
  if (candidate.objectType !== undefined && candidate.objectType !== 'Agent') return false;
  if (candidate.mbox !== undefined || candidate.mbox_sha1sum !== undefined || candidate.openid !== undefined) return false;
  const account = candidate.account as Record<string, unknown> | undefined;
  return !!account && account.homePage === own.account.homePage && account.name === own.account.name;
}
