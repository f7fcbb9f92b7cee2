import { timestamp as timestampRule, uuid as uuidRule } from '@learninglocker/xapi-validation/dist/factory';
import { LmsError } from '../../lib/errors';
import { parseAgentParam, type AgentLike } from '../core/agents';

/*
 * The parameters of the document resources (xAPI 1.0.3 part three §2.3, §2.6, §2.7): each checked
 * with the statement rules of the field (UUID, timestamp, agent); one the resource does not know, one
 * given twice, or one missing is a 400 naming it.
 */

export type Params = Record<string, unknown>;

const invalid = (name: string, message: string) => new LmsError(400, 'InvalidParameter', `${name}: ${message}`);

/** 400 for a parameter the resource does not take (names are case-sensitive: `StateId` is not `stateId`). */
export function onlyParams(params: Params, known: readonly string[]): void {
  const unknown = Object.keys(params).find((name) => !known.includes(name));
  if (unknown !== undefined) throw invalid(unknown, 'not a parameter of this resource');
}

function single(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, 'given more than once');
  return value;
}

export function required(params: Params, name: string): string {
  const value = single(params, name);
  if (value === undefined || value === '') throw invalid(name, 'required');
  return value;
}

/** A stateId or profileId when given (empty is refused: it names no document). */
export function optionalId(params: Params, name: string): string | undefined {
  const value = single(params, name);
  if (value === '') throw invalid(name, 'empty');
  return value;
}

/** The registration: a UUID, lower-cased so one registration is one key whatever case it is sent in. */
export function registrationOf(params: Params): string | undefined {
  const value = single(params, 'registration');
  if (value === undefined) return undefined;
  if (uuidRule(value, ['registration']).length > 0) throw invalid('registration', 'not a UUID');
  return value.toLowerCase();
}

export function sinceOf(params: Params): Date | undefined {
  const value = single(params, 'since');
  if (value === undefined) return undefined;
  if (timestampRule(value, ['since']).length > 0 || Number.isNaN(Date.parse(value))) throw invalid('since', 'not an ISO 8601 timestamp');
  return new Date(value);
}

/** The `agent` parameter: JSON of an agent (or identified group) with one inverse functional identifier. */
export function agentOf(params: Params): AgentLike & { ifi: string } {
  if (params.agent === undefined) throw invalid('agent', 'required');
  return parseAgentParam(params.agent, 'agent');
}
