import { XAPI_VERSION, XapiAgentSchema, type XapiAgent } from '@portal/contracts/tasks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { UserRow } from '../../db/schema';
import { LmsError } from '../../lib/errors';

/* What the record store's calls share: the version header and who an `agent` names. */

const VERSION_HEADER = 'x-experience-api-version';

/** 400 unless the request carries X-Experience-API-Version 1.0.x (spec 3 §7: version 1.0.1). */
export function requireVersion(request: FastifyRequest): void {
  const version = request.headers[VERSION_HEADER];
  if (typeof version !== 'string' || !version.startsWith(XAPI_VERSION.slice(0, 3))) {
    throw new LmsError(400, 'ValidationFailed', `X-Experience-API-Version: expected ${XAPI_VERSION}`);
  }
}

/** Every answer names the version it speaks. */
export function withVersion(reply: FastifyReply): FastifyReply {
  return reply.header('X-Experience-API-Version', XAPI_VERSION);
}

/** An agent's account names the user by id or username (any case). */
export function namesUser(agent: Pick<XapiAgent, 'account'>, user: Pick<UserRow, 'id' | 'username'>): boolean {
  const name = agent.account.name;
  return name === user.id || name.toLowerCase() === user.username.toLowerCase();
}

/** The `agent` query parameter (JSON text of an agent with an account), or a 400 naming it. */
export function parseAgent(text: string): XapiAgent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new LmsError(400, 'ValidationFailed', 'agent: not JSON');
  }
  const result = v.safeParse(XapiAgentSchema, parsed);
  if (!result.success) throw new LmsError(400, 'ValidationFailed', 'agent: an agent with an account is expected');
  return result.output;
}
