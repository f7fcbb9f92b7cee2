import { randomUUID } from 'node:crypto';
import { type Statement, StatementSchema } from '@portal/contracts/catalogue';
import { STATEMENTS_LIMIT_DEFAULT, StatementsQuerySchema } from '@portal/contracts/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { json } from '../../db/json';
import { completionFromVerb, resultCompletion } from '../../domain/catalogue/completion';
import type { ItemRecord } from '../../domain/catalogue/definition';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { bumpUserStamp, findItem } from '../../repositories/catalogue';
import { recordCompletion, reportedResultRefusal } from '../../repositories/catalogue-progress';
import { markStarted } from '../../repositories/catalogue-user';
import { itemByActivity, queryStatements } from '../../repositories/tasks';
import { namesUser, parseAgent, requireVersion, withVersion } from './record-store';
import { xapiShapeProblem } from './xapi-shape';

/** Items whose completion statements do not set: curricula are computed, events follow attendance, tasks their approval. */
const NOT_TRACKED = new Set(['Curriculum', 'Event', 'Task']);

/**
 * The record store's statements endpoint (spec 2 §7). Statements of the session user are
 * stored; completed, passed, failed and attempted update the user's completion of the item,
 * experienced marks it opened. A result counts only for the attempt the user launched (the
 * statement's registration) on an item the launch check lets them take now; otherwise the whole
 * request is refused with 403 and nothing is stored (issue 10, finding 10).
 */
const statementRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/statements', { preHandler: fastify.requireSession }, async (request, reply) => {
    requireVersion(request);
    withVersion(reply);
    const statements: Statement[] = (Array.isArray(request.body) ? request.body : [request.body]).map((body: unknown) => {
      const statement = parseInput(StatementSchema, body);
      // The xAPI shape beyond the contract's schema (IRIs, UUIDs, language maps).
      const problem = xapiShapeProblem({ ...statement, ...(body && typeof body === 'object' && 'id' in body ? { id: (body as { id: unknown }).id } : {}) });
      if (problem) throw new LmsError(400, 'ValidationFailed', problem);
      return statement;
    });
    const user = await sessionUser(request);
    const scope = user.scope;
    if (statements.some((s) => !namesUser(s.actor, user))) {
      throw new LmsError(403, 'NotSessionUser', 'actor: statements are recorded for the signed-in user only');
    }

    // Every statement is checked before any is stored, so a refused request changes nothing.
    const planned: Array<{ statement: Statement; item?: ItemRecord }> = [];
    for (const statement of statements) {
      const found = await itemByActivity(db, scope, statement.object.id);
      const item = found && !NOT_TRACKED.has(found.type) ? await findItem(db, scope, found.id) : undefined;
      const result = completionFromVerb(statement.verb.id);
      if (item && result) {
        const refusal = await reportedResultRefusal(db, { userId: user.id, scope, itemId: item.id }, item, statement.context?.registration, new Date(), result);
        if (refusal) throw new LmsError(403, refusal.errorCode, `${statement.object.id}: ${refusal.message}`);
      }
      planned.push(item ? { statement, item } : { statement });
    }

    const ids: string[] = [];
    for (const { statement, item } of planned) {
      const id = randomUUID();
      const verb = statement.verb.id.split('/').pop() ?? statement.verb.id;
      await db
        .insertInto('lrs_statements')
        .values({ id, scope, user_id: user.id, verb, activity_id: statement.object.id, registration: statement.context?.registration ?? null, statement: json(statement) })
        .execute();
      ids.push(id);
      if (!item) continue;
      const key = { userId: user.id, scope, itemId: item.id };
      const completion = completionFromVerb(statement.verb.id);
      if (completion) await recordCompletion(db, key, resultCompletion(completion, item.definition.CompletionMode));
      else if (verb === 'experienced') {
        await markStarted(db, key);
        await bumpUserStamp(db, user.id);
      }
    }
    return ids;
  });

  /**
   * GET /lrs/statements?agent=&verb=&activity=&registration=&since=&until=&limit= : the caller's own
   * statements, newest first, each with its id and when it was stored; `more` is the address of the
   * next page ('' when there is none). An agent other than the caller is refused.
   */
  fastify.get<{ Querystring: Record<string, string> }>('/statements', { preHandler: fastify.requireSession }, async (request, reply) => {
    requireVersion(request);
    withVersion(reply);
    const query = parseInput(StatementsQuerySchema, request.query);
    const user = await sessionUser(request);
    if (query.agent !== undefined && !namesUser(parseAgent(query.agent), user)) throw new LmsError(403, 'NotSessionUser', 'agent: the signed-in user only');
    const limit = query.limit ?? STATEMENTS_LIMIT_DEFAULT;
    const rows = await queryStatements(db, {
      scope: user.scope,
      userId: user.id,
      verb: query.verb,
      activity: query.activity,
      registration: query.registration,
      since: query.since ? new Date(query.since) : undefined,
      until: query.until ? new Date(query.until) : undefined,
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const more =
      rows.length > limit && last
        ? `/_api/lrs/statements?${new URLSearchParams({ ...Object.fromEntries(Object.entries(request.query).filter(([key]) => key !== 'until')), until: last.storedAt.toISOString() }).toString()}`
        : '';
    return { statements: page.map((row) => ({ ...row.statement, id: row.id, stored: row.storedAt.toISOString() })), more };
  });
};

export default statementRoutes;
