import type { ApiClient } from '@portal/api-client';
import { XAPI_VERSION, cataloguePaths, statementPlatform, type CatalogueItem, type STATEMENT_VERBS, type Statement } from '@portal/contracts/catalogue';
import type { LearningContext } from '../learning-context';

export type StatementVerb = (typeof STATEMENT_VERBS)[number];

export interface StatementInput {
  verb: StatementVerb;
  item: Pick<CatalogueItem, 'Id' | 'ActivityId'>;
  /** The attempt the launch check answered: the statement's registration. */
  attemptId?: string | null;
  now?: Date;
}

/**
 * An experience statement (spec 2 §7): actor, verb, object (the item's activity id), context with the
 * platform (web-orbit- plus the first scope label) and the attempt as registration, timestamp.
 */
export function buildStatement(context: LearningContext, { verb, item, attemptId, now = new Date() }: StatementInput, homePage: string): Statement {
  return {
    actor: { name: context.displayName, account: { homePage, name: context.username } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { 'en-GB': verb } },
    object: { id: item.ActivityId || item.Id, objectType: 'Activity' },
    context: { platform: statementPlatform(context.scope), ...(attemptId ? { registration: attemptId } : {}) },
    timestamp: now.toISOString(),
  };
}

/**
 * POST /lrs/statements with the record store's version header 1.0.1. The record store behind /_api
 * knows the learner from the session cookie, so no separate authorisation header is sent.
 */
export async function sendStatement(api: ApiClient, context: LearningContext, input: StatementInput): Promise<void> {
  const homePage = typeof window === 'undefined' ? '' : window.location.origin;
  await api.post(cataloguePaths.statements(), buildStatement(context, input, homePage), { headers: { 'X-Experience-API-Version': XAPI_VERSION } });
}
