import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@portal/api-client';
import { statementPlatform, type CatalogueItem, type STATEMENT_VERBS, type Statement } from '@portal/contracts/catalogue';
import type { XapiAgent } from '@portal/contracts/tasks';
import { itemActivityId } from '@portal/contracts/xapi';
import { recordStoreRequest } from '@portal/query/record-store';
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
 * An experience statement (spec 2 §7): actor (the agent xapi/config names the learner by), verb,
 * object (the item's activity id, as an IRI: itemActivityId), context with the platform (web-orbit- plus the first scope label)
 * and the attempt as registration, timestamp.
 */
export function buildStatement(context: LearningContext, { verb, item, attemptId, now = new Date() }: StatementInput, actor: XapiAgent): Statement {
  return {
    actor: { name: actor.name ?? context.displayName, account: actor.account },
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { 'en-GB': verb } },
    object: { id: itemActivityId(item), objectType: 'Activity' },
    context: { platform: statementPlatform(context.scope), ...(attemptId ? { registration: attemptId } : {}) },
    timestamp: now.toISOString(),
  };
}

/**
 * POST {endpoint}statements (spec 2 §7): to the record store xapi/config names, with its
 * Authorization header and version 1.0.1; the learner's session cookie is not sent.
 */
export async function sendStatement(api: ApiClient, context: LearningContext, input: StatementInput, client?: QueryClient): Promise<void> {
  await recordStoreRequest(
    api,
    { scope: context.scope, owner: context.userId },
    { method: 'POST', resource: 'statements', body: (config) => buildStatement(context, input, config.agent) },
    client,
  );
}
