import { randomUUID } from 'node:crypto';
import {
  AWARD_VERB,
  AwardStatementSchema,
  awardStatement,
  EMPTY_SCORE_HISTORY,
  SCORE_HISTORY_PROFILE_ID,
  ScoreHistorySchema,
  type AwardInput,
  type AwardStatement,
  type ScoreHistory,
} from '@portal/contracts/dashboard';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../db/schema';
import { LmsError } from '../lib/errors';
import { ifiOf } from './core/agents';
import { userAgent } from './credentials/agent';
import { findExternalLrs, type ExternalLrs } from './credentials/external';
import { readUserJson, writeUserJson } from './documents/store';
import { insertStatements, LMS_AUTHORITY } from './statements/store';

/*
 * Score-history awards in the record store (spec 3 §7 Gamification). An award the LMS
 * gives a user is an accolade (pursuit/listAccolades, the leaderboard's points) and, in the tenant's
 * record store (its own, or the external one it configured), an award statement with the LMS as
 * authority and an entry of the user's score-history agent profile. The portal reads the profile with
 * its own token, and the award statements through GET /authr/proxy/lrs/statements, which answers only
 * statements the LMS wrote: a learner's own "earned" statement is no award.
 */

/** How many award statements the proxy answers (newest first): more than a score history shows. */
export const AWARD_STATEMENTS_LIMIT = 100;
/** The xAPI version the LMS speaks to an external store (the portal's own statements say 1.0.1, spec 2 §7). */
const XAPI_CLIENT_VERSION = '1.0.3';
/** An external record store that does not answer within this is treated as unavailable. */
const EXTERNAL_TIMEOUT_MS = 10_000;

const ScoreHistoryOrEmpty = v.fallback(ScoreHistorySchema, EMPTY_SCORE_HISTORY);

/** The history with one more award at its end. */
export function appendToScoreHistory(history: ScoreHistory, statementId: string, award: Pick<AwardInput, 'points' | 'awardedAt'>): ScoreHistory {
  const total = history.pointsTotal + award.points;
  return { pointsTotal: total, entries: [...history.entries, { statementId, awardedAt: award.awardedAt.toISOString(), points: award.points, total }] };
}

type Fetch = typeof fetch;

/** Runs `work` in a transaction, or in the caller's when there is one (the demo seed). */
function atomically<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function external(store: ExternalLrs, path: string, init: RequestInit, fetchImpl: Fetch): Promise<Response> {
  const response = await fetchImpl(`${store.endpoint}${path}`, {
    ...init,
    headers: { Authorization: store.auth, 'X-Experience-API-Version': XAPI_CLIENT_VERSION, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
  });
  return response;
}

function profilePath(agent: object): string {
  return `agents/profile?${new URLSearchParams({ agent: JSON.stringify(agent), profileId: SCORE_HISTORY_PROFILE_ID }).toString()}`;
}

/** Records an award in an external store: the statement, then the profile (read, appended, written under its ETag). */
async function recordExternally(store: ExternalLrs, agent: object, statement: Record<string, unknown>, award: AwardInput, fetchImpl: Fetch): Promise<void> {
  const posted = await external(store, 'statements', { method: 'POST', body: JSON.stringify(statement) }, fetchImpl);
  if (!posted.ok) throw new LmsError(502, 'RecordStoreUnavailable', `the tenant's record store answered ${posted.status} to the award statement`);
  const current = await external(store, profilePath(agent), { method: 'GET' }, fetchImpl);
  if (current.status !== 200 && current.status !== 404)
    throw new LmsError(502, 'RecordStoreUnavailable', `the tenant's record store answered ${current.status} to the score history`);
  const history = current.status === 200 ? v.parse(ScoreHistoryOrEmpty, await current.json().catch(() => undefined)) : EMPTY_SCORE_HISTORY;
  const etag = current.headers.get('etag');
  const next = appendToScoreHistory(history, statement.id as string, award);
  const put = await external(store, profilePath(agent), { method: 'PUT', body: JSON.stringify(next), headers: etag ? { 'If-Match': etag } : { 'If-None-Match': '*' } }, fetchImpl);
  if (!put.ok) throw new LmsError(502, 'RecordStoreUnavailable', `the tenant's record store answered ${put.status} to the score history`);
}

/**
 * Records an award of the user in the tenant's record store: the award statement (the LMS's
 * authority) and the score history's new entry. Answers the statement's id.
 */
export async function recordAwardInStore(db: Kysely<DB>, input: { scope: string; userId: string; award: AwardInput; homePage: string }, fetchImpl: Fetch = fetch): Promise<string> {
  const agent = userAgent(input.homePage, input.userId);
  const id = randomUUID();
  const statement = awardStatement(agent, input.award, input.homePage, id);
  const store = await findExternalLrs(db, input.scope);
  if (store) {
    await recordExternally(store, agent, statement, input.award, fetchImpl);
    return id;
  }
  const key = { scope: input.scope, kind: 'agent_profile' as const, activityId: '', registration: '', documentId: SCORE_HISTORY_PROFILE_ID, userId: input.userId };
  await atomically(db, async (trx) => {
    await insertStatements(trx, input.scope, [{ statement, userId: input.userId }], LMS_AUTHORITY, input.award.awardedAt);
    const before = await readUserJson(trx, key);
    await writeUserJson(trx, key, appendToScoreHistory(before ? v.parse(ScoreHistoryOrEmpty, before.content) : EMPTY_SCORE_HISTORY, id, input.award));
  });
  return id;
}

/**
 * Awards an accolade: the accolade and the points (gamification), then its record in the store. A store
 * that fails leaves the accolade given (the record store is the history, not the award).
 */
export async function awardAccolade(
  db: Kysely<DB>,
  input: { scope: string; userId: string; award: AwardInput; homePage: string },
  fetchImpl: Fetch = fetch,
): Promise<{ accoladeId: string; statementId: string }> {
  const accoladeId = randomUUID();
  const { scope, userId, award } = input;
  await atomically(db, async (trx) => {
    await trx
      .insertInto('accolades')
      .values({ id: accoladeId, scope, user_id: userId, award_key: award.key, ref: award.ref, reason: award.reason, points: award.points, awarded_at: award.awardedAt })
      .execute();
    await trx
      .insertInto('gamification_points')
      .values({ scope, user_id: userId, points_total: award.points })
      .onConflict((oc) => oc.columns(['scope', 'user_id']).doUpdateSet({ points_total: sql`gamification_points.points_total + ${award.points}` }))
      .execute();
  });
  return { accoladeId, statementId: await recordAwardInStore(db, input, fetchImpl) };
}

/**
 * The user's award statements, newest first: in the portal's own store those the LMS wrote about the
 * user (whatever address their agent carries); in an external store the answer of its statements
 * resource for the user's agent and the award verb, each statement checked.
 */
export async function awardStatementsOf(db: Kysely<DB>, input: { scope: string; userId: string; agent: object }, fetchImpl: Fetch = fetch): Promise<AwardStatement[]> {
  const store = await findExternalLrs(db, input.scope);
  if (store) {
    const path = `statements?${new URLSearchParams({ agent: JSON.stringify(input.agent), verb: AWARD_VERB, limit: String(AWARD_STATEMENTS_LIMIT) }).toString()}`;
    const response = await external(store, path, { method: 'GET' }, fetchImpl).catch(() => undefined);
    if (!response?.ok) throw new LmsError(502, 'RecordStoreUnavailable', `the tenant's record store answered ${response?.status ?? 'nothing'}`);
    const body = (await response.json().catch(() => undefined)) as { statements?: unknown } | undefined;
    const statements = Array.isArray(body?.statements) ? body.statements : [];
    return statements.flatMap((statement) => {
      const parsed = v.safeParse(AwardStatementSchema, statement);
      return parsed.success ? [parsed.output] : [];
    });
  }
  const rows = await db
    .selectFrom('xapi_statements')
    .select('statement')
    .where('scope', '=', input.scope)
    .where('user_id', '=', input.userId)
    .where('verb', '=', AWARD_VERB)
    .where('authority', '=', ifiOf(LMS_AUTHORITY)!)
    .where('voided', '=', false)
    .orderBy('stored', 'desc')
    .limit(AWARD_STATEMENTS_LIMIT)
    .execute();
  return rows.flatMap((row) => {
    const parsed = v.safeParse(AwardStatementSchema, row.statement);
    return parsed.success ? [parsed.output] : [];
  });
}
