import { randomUUID } from 'node:crypto';
import { type Statement, StatementSchema, XAPI_VERSION } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { json } from '../../db/json';
import { completionFromVerb, resultCompletion } from '../../domain/catalogue/completion';
import type { ItemRecord } from '../../domain/catalogue/definition';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { bumpUserStamp, findItem } from '../../repositories/catalogue';
import { recordCompletion, reportedResultRefusal } from '../../repositories/catalogue-progress';
import { markStarted } from '../../repositories/catalogue-user';

const VERSION_HEADER = 'x-experience-api-version';
/** Items whose completion statements do not set: curricula are computed, events follow attendance, tasks their approval. */
const NOT_TRACKED = new Set(['Curriculum', 'Event', 'Task']);

/** The item a statement is about: its ActivityId, else its Id. */
async function itemForActivity(db: Database, scope: string, activityId: string): Promise<{ id: string; type: string } | undefined> {
  return db
    .selectFrom('catalogue_items')
    .select(['id', 'type'])
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb(sql<string>`definition ->> 'ActivityId'`, '=', activityId), eb('id', '=', activityId)]))
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * lrs: the record store's statements endpoint (spec 2 §7). Statements of the session user are
 * stored; completed, passed, failed and attempted update the user's completion of the item,
 * experienced marks it opened. A result counts only for the attempt the user launched (the
 * statement's registration) on an item the launch check lets them take now; otherwise the whole
 * request is refused with 403 and nothing is stored (issue 10, finding 10).
 */
const lrsRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.post('/statements', { preHandler: fastify.requireSession }, async (request) => {
    const version = request.headers[VERSION_HEADER];
    if (typeof version !== 'string' || !version.startsWith(XAPI_VERSION.slice(0, 3))) {
      throw new LmsError(400, 'ValidationFailed', `X-Experience-API-Version: expected ${XAPI_VERSION}`);
    }
    const statements: Statement[] = (Array.isArray(request.body) ? request.body : [request.body]).map((body: unknown) => parseInput(StatementSchema, body));
    const user = await sessionUser(request);
    const scope = user.scope;
    if (statements.some((s) => s.actor.account.name !== user.id && s.actor.account.name.toLowerCase() !== user.username.toLowerCase())) {
      throw new LmsError(403, 'NotSessionUser', 'actor: statements are recorded for the signed-in user only');
    }

    // Every statement is checked before any is stored, so a refused request changes nothing.
    const planned: Array<{ statement: Statement; item?: ItemRecord }> = [];
    for (const statement of statements) {
      const found = await itemForActivity(db, scope, statement.object.id);
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
};

export default lrsRoutes;
