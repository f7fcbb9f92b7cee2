import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LmsError } from '../../lib/errors';
import type { AgentLike } from '../core/agents';
import { isOwnAgent } from '../credentials/agent';
import type { LrsPrincipal } from '../principal';
import { userAgentKey } from './store';

/** Whose documents a request's `agent` names: the key they are kept under, and the tenant's user when it is one. */
export interface DocumentAgent {
  key: string;
  userId: string | null;
}

/**
 * The agent of a document call. A user token reaches only its own agent's documents (403 for anyone
 * else's). An agent that is an account on the portal's address naming one of the tenant's users is
 * that user, whoever asks; any other agent is kept by its inverse functional identifier.
 */
export async function documentAgent(db: Kysely<DB>, principal: LrsPrincipal, agent: AgentLike & { ifi: string }, portalHomePage: string): Promise<DocumentAgent> {
  if (principal.user) {
    if (!isOwnAgent(principal.user.agent, agent)) throw new LmsError(403, 'Forbidden', 'agent: these credentials reach only their own user’s documents');
    return { key: userAgentKey(principal.user.id), userId: principal.user.id };
  }
  const account = agent.account;
  const portalAccount =
    agent.objectType !== 'Group' && agent.mbox === undefined && agent.mbox_sha1sum === undefined && agent.openid === undefined && account?.homePage === portalHomePage;
  if (portalAccount && typeof account?.name === 'string') {
    const user = await db.selectFrom('users').select('id').where('scope', '=', principal.tenant).where('id', '=', account.name).executeTakeFirst();
    if (user) return { key: userAgentKey(user.id), userId: user.id };
  }
  return { key: agent.ifi, userId: null };
}
