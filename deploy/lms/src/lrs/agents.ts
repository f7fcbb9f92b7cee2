import type { FastifyPluginAsync } from 'fastify';
import { LmsError } from '../lib/errors';
import type { AgentLike } from './core/agents';
import { documentAgent } from './documents/agent';
import { agentOf, onlyParams, type Params } from './documents/params';
import { grants, type LrsPrincipal } from './principal';

/** The Person object (xAPI 1.0.3 part three §2.4): what the store knows of an agent, each property a list. */
export interface Person {
  objectType: 'Person';
  name?: string[];
  mbox?: string[];
  mbox_sha1sum?: string[];
  openid?: string[];
  account?: Array<{ homePage: string; name: string }>;
}

/** The Person of an agent: its identifier and name as sent, and the display name of the tenant's user it names. */
export function personOf(agent: AgentLike & { name?: unknown }, userName?: string): Person {
  const person: Person = { objectType: 'Person' };
  const names = [agent.name, userName].filter((name): name is string => typeof name === 'string' && name !== '');
  if (names.length > 0) person.name = [...new Set(names)];
  if (typeof agent.mbox === 'string') person.mbox = [agent.mbox];
  if (typeof agent.mbox_sha1sum === 'string') person.mbox_sha1sum = [agent.mbox_sha1sum];
  if (typeof agent.openid === 'string') person.openid = [agent.openid];
  const account = agent.account;
  if (account && typeof account.homePage === 'string' && typeof account.name === 'string') person.account = [{ homePage: account.homePage, name: account.name }];
  return person;
}

function mayRead(principal: LrsPrincipal): boolean {
  return grants(principal, 'statements/read') || grants(principal, 'profile') || principal.scopes.includes('all/read');
}

/** GET /agents?agent=…: the Person object; a user token asks only of its own agent. */
const agentRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const portalHomePage = fastify.lmsConfig.stablePortalUrl;

  fastify.get('/agents', async (request) => {
    const principal = request.lrs;
    if (!mayRead(principal)) throw new LmsError(403, 'Forbidden', 'the credentials do not grant reading agents');
    const params = request.query as Params;
    onlyParams(params, ['agent']);
    const agent = agentOf(params);
    if (agent.objectType === 'Group') throw new LmsError(400, 'InvalidParameter', 'agent: an Agent, not a Group');
    const named = await documentAgent(db, principal, agent, portalHomePage);
    const user = named.userId ? await db.selectFrom('users').select('display_name').where('id', '=', named.userId).executeTakeFirst() : undefined;
    return personOf(agent as AgentLike & { name?: unknown }, user?.display_name);
  });
};

export default agentRoutes;
