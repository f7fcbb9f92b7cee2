import validateStatement from '@learninglocker/xapi-validation';
import { LmsError } from '../../lib/errors';
import { isOwnAgent } from '../credentials/agent';
import { describeWarnings } from '../core/validation';
import type { LrsPrincipal } from '../principal';
import type { Statement } from './columns';

/*
 * The statement rules are Learning Locker's validator (@learninglocker/xapi-validation), the one the
 * field's LRSs pass the ADL suite with; what it leaves to the store (ids in a batch, who may be the
 * actor, what the store sets itself) is here.
 */

export const SIGNATURE_USAGE = 'http://adlnet.gov/expapi/attachments/signature';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A context activity may be sent as one activity rather than an array of them (xAPI 1.0.3 part two
 * §2.4.6.2); the store keeps and answers the array form. The validator knows the array form only.
 */
export function withContextActivityArrays<T>(statement: T): T {
  if (!isObject(statement)) return statement;
  const out: Record<string, unknown> = { ...statement };
  const context = statement.context;
  if (isObject(context) && isObject(context.contextActivities)) {
    const activities = context.contextActivities;
    out.context = {
      ...context,
      contextActivities: Object.fromEntries(Object.entries(activities).map(([key, value]) => [key, isObject(value) ? [value] : value])),
    };
  }
  if (isObject(statement.object) && statement.object.objectType === 'SubStatement') out.object = withContextActivityArrays(statement.object);
  return out as T;
}

/** The statements of a POST body (one or an array), each checked; 400 naming the first problem. */
export function statementsOf(body: unknown): Statement[] {
  const list = (Array.isArray(body) ? body : [body]).map(withContextActivityArrays);
  if (body === undefined || body === null) throw new LmsError(400, 'ValidationFailed', 'body: a statement or an array of statements');
  const ids = new Set<string>();
  list.forEach((statement, index) => {
    const where = Array.isArray(body) ? `statements[${index}]` : 'statement';
    if (!isObject(statement)) throw new LmsError(400, 'ValidationFailed', `${where}: not a statement object`);
    const warnings = validateStatement(statement);
    if (warnings.length > 0) throw new LmsError(400, 'ValidationFailed', describeWarnings(warnings).replace(/^statement\b/, where));
    if (typeof statement.id === 'string') {
      const id = statement.id.toLowerCase();
      if (ids.has(id)) throw new LmsError(400, 'ValidationFailed', `${where}.id: ${statement.id} appears twice in the batch`);
      ids.add(id);
    }
  });
  return list;
}

/** A user token writes only statements whose actor is its own user (403 otherwise). */
export function checkActor(principal: LrsPrincipal, statements: readonly Statement[]): void {
  if (!principal.user) return;
  const own = principal.user.agent;
  if (statements.some((statement) => !isOwnAgent(own, statement.actor))) {
    throw new LmsError(403, 'NotOwnAgent', 'actor: a user token records statements of its own user only');
  }
}

/** The attachments a statement declares (its own; a sub-statement cannot carry any). */
export function declaredAttachments(statement: Statement): Array<Record<string, unknown>> {
  return Array.isArray(statement.attachments) ? (statement.attachments as Array<Record<string, unknown>>) : [];
}

/**
 * The statement as the store keeps it (xAPI 1.0.3 part two §2.4): the id sent or a new one, the
 * timestamp sent or the time stored, stored now, the authority of the credentials used (whatever was
 * sent), version 1.0.0 unless sent.
 */
export function prepareStatement(statement: Statement, principal: LrsPrincipal, stored: Date, newId: () => string): Statement {
  const storedText = stored.toISOString();
  return {
    ...statement,
    id: typeof statement.id === 'string' ? statement.id : newId(),
    timestamp: typeof statement.timestamp === 'string' ? statement.timestamp : storedText,
    stored: storedText,
    authority: principal.authority,
    version: typeof statement.version === 'string' ? statement.version : '1.0.0',
  };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a statement says, leaving out what the store sets itself (stored, authority, version) and the timestamp, compared apart. */
function meaning(statement: Statement): string {
  const { stored: _stored, authority: _authority, version: _version, timestamp: _timestamp, id, ...rest } = statement;
  return canonicalJson({ ...rest, id: typeof id === 'string' ? id.toLowerCase() : id });
}

/**
 * Whether a statement sent again under a stored statement's id is the same statement (xAPI 1.0.3 part
 * three §2.1.1: then nothing changes; otherwise 409). A timestamp sent is compared as an instant; one
 * the store filled in is not compared.
 */
export function sameStatement(sent: Statement, stored: Statement): boolean {
  if (typeof sent.timestamp === 'string' && typeof stored.timestamp === 'string' && Date.parse(sent.timestamp) !== Date.parse(stored.timestamp)) return false;
  return meaning(sent) === meaning(stored);
}
