import { iri as iriRule, timestamp as timestampRule, uuid as uuidRule } from '@learninglocker/xapi-validation/dist/factory';
import { LmsError } from '../../lib/errors';
import { parseAgentParam } from '../core/agents';
import type { StatementFormat } from './format';
import type { StatementQuery } from './store';

/*
 * The parameters of GET /statements (xAPI 1.0.3 part three §2.1.3), each checked: an unknown one, or
 * one with the wrong case, is a 400, as is statementId or voidedStatementId with anything but format
 * and attachments. `more` is the store's own: the next page of an earlier query.
 */

/** The most statements one page holds (limit 0 or absent asks for this many). */
export const MAX_PAGE = 100;

const PARAMETERS = new Set([
  'statementId',
  'voidedStatementId',
  'agent',
  'verb',
  'activity',
  'registration',
  'related_activities',
  'related_agents',
  'since',
  'until',
  'limit',
  'format',
  'attachments',
  'ascending',
  'more',
]);
const WITH_AN_ID = new Set(['statementId', 'voidedStatementId', 'format', 'attachments']);
const FORMATS = new Set(['exact', 'ids', 'canonical']);

export type StatementsRequest =
  | { kind: 'one'; id: string; voided: boolean; format: StatementFormat; attachments: boolean }
  | { kind: 'many'; query: StatementQuery; format: StatementFormat; attachments: boolean; params: Record<string, string> };

const invalid = (name: string, message: string) => new LmsError(400, 'InvalidParameter', `${name}: ${message}`);

function single(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, 'given more than once');
  return value;
}

function flag(params: Record<string, unknown>, name: string): boolean {
  const value = single(params, name);
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false') throw invalid(name, 'true or false');
  return value === 'true';
}

function checked(value: string | undefined, name: string, rule: (data: unknown, path: string[]) => unknown[], what: string): string | undefined {
  if (value === undefined) return undefined;
  if (rule(value, [name]).length > 0) throw invalid(name, `not ${what}`);
  return value;
}

function timestamp(params: Record<string, unknown>, name: string): Date | undefined {
  const value = checked(single(params, name), name, timestampRule, 'an ISO 8601 timestamp');
  return value === undefined ? undefined : new Date(value);
}

/** The page to start from: what `more` carries (the last statement's stored time and sequence). */
export function encodeCursor(stored: Date, seq: string): string {
  return Buffer.from(JSON.stringify([stored.toISOString(), seq])).toString('base64url');
}

function decodeCursor(value: string): { stored: Date; seq: string } {
  try {
    const [stored, seq] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [string, string];
    if (typeof stored === 'string' && /^\d+$/.test(seq) && !Number.isNaN(Date.parse(stored))) return { stored: new Date(stored), seq };
  } catch {
    // falls through to the refusal
  }
  throw invalid('more', 'not a page of this store');
}

/** The request's parameters read and checked. */
export function readStatementsRequest(params: Record<string, unknown>): StatementsRequest {
  for (const name of Object.keys(params)) if (!PARAMETERS.has(name)) throw invalid(name, 'not a parameter of the statements resource');
  const format = (single(params, 'format') ?? 'exact') as StatementFormat;
  if (!FORMATS.has(format)) throw invalid('format', 'exact, ids or canonical');
  const attachments = flag(params, 'attachments');
  const statementId = single(params, 'statementId');
  const voidedStatementId = single(params, 'voidedStatementId');
  if (statementId !== undefined || voidedStatementId !== undefined) {
    if (statementId !== undefined && voidedStatementId !== undefined) throw invalid('statementId', 'not with voidedStatementId');
    const others = Object.keys(params).filter((name) => !WITH_AN_ID.has(name));
    if (others.length > 0) throw invalid(others[0]!, 'not with statementId or voidedStatementId');
    const name = statementId !== undefined ? 'statementId' : 'voidedStatementId';
    const id = checked(statementId ?? voidedStatementId, name, uuidRule, 'a UUID')!;
    return { kind: 'one', id, voided: voidedStatementId !== undefined, format, attachments };
  }
  const agentText = single(params, 'agent');
  const limitText = single(params, 'limit');
  if (limitText !== undefined && !/^\d+$/.test(limitText)) throw invalid('limit', 'a whole number of statements');
  const limit = limitText === undefined || Number(limitText) === 0 ? MAX_PAGE : Math.min(Number(limitText), MAX_PAGE);
  const more = single(params, 'more');
  const query: StatementQuery = {
    agent: agentText === undefined ? undefined : parseAgentParam(agentText).ifi,
    relatedAgents: flag(params, 'related_agents'),
    verb: checked(single(params, 'verb'), 'verb', iriRule, 'an IRI'),
    activity: checked(single(params, 'activity'), 'activity', iriRule, 'an IRI'),
    relatedActivities: flag(params, 'related_activities'),
    registration: checked(single(params, 'registration'), 'registration', uuidRule, 'a UUID'),
    since: timestamp(params, 'since'),
    until: timestamp(params, 'until'),
    limit,
    ascending: flag(params, 'ascending'),
    after: more === undefined ? undefined : decodeCursor(more),
  };
  const kept = Object.fromEntries(Object.entries(params).filter(([name, value]) => name !== 'more' && typeof value === 'string')) as Record<string, string>;
  return { kind: 'many', query, format, attachments, params: kept };
}
