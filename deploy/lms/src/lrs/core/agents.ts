import { agent as agentRule, group as groupRule } from '@learninglocker/xapi-validation/dist/factory';
import { LmsError } from '../../lib/errors';
import { describeWarnings } from './validation';

/*
 * Agents and groups as the store compares them: by their one inverse functional identifier (xAPI 1.0.3
 * part two §2.4.2.3), kept as text so a query compares strings and an index holds them.
 */

export interface AgentLike {
  objectType?: unknown;
  mbox?: unknown;
  mbox_sha1sum?: unknown;
  openid?: unknown;
  account?: { homePage?: unknown; name?: unknown } | undefined;
  member?: unknown;
}

const text = (value: unknown): value is string => typeof value === 'string';

/** The agent's or identified group's IFI as one string (`mbox:mailto:…`, `account:<homePage> <name>`), or undefined for an anonymous group. */
export function ifiOf(agent: AgentLike | null | undefined): string | undefined {
  if (!agent || typeof agent !== 'object') return undefined;
  if (text(agent.mbox)) return `mbox:${agent.mbox}`;
  if (text(agent.mbox_sha1sum)) return `mbox_sha1sum:${agent.mbox_sha1sum.toLowerCase()}`;
  if (text(agent.openid)) return `openid:${agent.openid}`;
  const account = agent.account;
  if (account && text(account.homePage) && text(account.name)) return `account:${account.homePage} ${account.name}`;
  return undefined;
}

/** Only the IFI (and objectType) of an agent or group: the `ids` format and comparisons. */
export function idsOnly(agent: AgentLike): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (agent.objectType !== undefined) out.objectType = agent.objectType;
  for (const key of ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const) if (agent[key] !== undefined) out[key] = agent[key];
  if (agent.objectType === 'Group' && Array.isArray(agent.member) && ifiOf(agent) === undefined) {
    out.member = (agent.member as AgentLike[]).map(idsOnly);
  }
  return out;
}

/**
 * The `agent` parameter of a statements query or a document call: JSON of an agent or identified group,
 * checked with the statement rules; 400 naming the parameter otherwise.
 */
export function parseAgentParam(value: unknown, name = 'agent'): AgentLike & { ifi: string } {
  if (typeof value !== 'string') throw new LmsError(400, 'InvalidParameter', `${name}: JSON of an agent`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new LmsError(400, 'InvalidParameter', `${name}: not JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new LmsError(400, 'InvalidParameter', `${name}: an agent object`);
  const candidate = parsed as AgentLike;
  const warnings = candidate.objectType === 'Group' ? groupRule(parsed, [name]) : agentRule(parsed, [name]);
  if (warnings.length > 0) throw new LmsError(400, 'InvalidParameter', describeWarnings(warnings));
  const ifi = ifiOf(candidate);
  if (!ifi) throw new LmsError(400, 'InvalidParameter', `${name}: an agent or identified group (one inverse functional identifier)`);
  return { ...candidate, ifi };
}
