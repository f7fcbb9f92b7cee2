import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db';
import { down, up } from '../../src/db/migrations/0024_lrs_statements';
import { memberHistory } from '../../src/repositories/team';
import { databases } from '../helpers/db';

/* Migration 0024: the earlier store's statements move into xapi_statements, and back. */

describe.each(databases())('migration 0024 (record-store statements) on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  }, 30_000);
  afterAll(async () => handle?.close());

  it('moves the portal’s statements with an id, stored time, authority and version of their own, found by the LMS’s readers (team reports)', async () => {
    const { db } = handle;
    const user = await db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', 'learner').executeTakeFirstOrThrow();
    const item = await db.selectFrom('catalogue_items').select('id').where('scope', '=', 'demo').executeTakeFirstOrThrow();
    const id = randomUUID();
    const registration = randomUUID();
    const at = new Date('2026-01-02T03:04:05.000Z');
    const sent = {
      actor: { account: { homePage: 'http://localhost:8080', name: user.id } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed' },
      object: { id: item.id },
      result: { score: { scaled: 0.91 } },
      context: { registration },
    };
    await down(db);
    await sql`insert into lrs_statements (id, scope, user_id, verb, activity_id, registration, statement, stored_at)
      values (${id}, 'demo', ${user.id}, 'passed', ${item.id}, ${registration}, ${JSON.stringify(sent)}::jsonb, ${at})`.execute(db);
    await up(db);

    const moved = await db.selectFrom('xapi_statements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(moved).toMatchObject({
      scope: 'demo',
      user_id: user.id,
      verb: 'http://adlnet.gov/expapi/verbs/passed',
      activity_id: item.id,
      registration,
      agents: [`account:http://localhost:8080 ${user.id}`],
      voided: false,
    });
    expect(new Date(moved.stored).toISOString()).toBe(at.toISOString());
    expect(moved.statement).toEqual({
      ...sent,
      id,
      stored: at.toISOString(),
      timestamp: at.toISOString(),
      version: '1.0.0',
      authority: expect.objectContaining({ objectType: 'Agent', account: { homePage: 'urn:learner-portal:lms', name: 'lms' } }),
    });
    const tables = await sql<{ found: string | null }>`select to_regclass('lrs_statements') as found`.execute(db);
    expect(tables.rows[0]!.found).toBeNull();
    expect((await memberHistory(db, 'demo', user.id)).find((row) => row.score === 0.91)).toBeDefined();
  });
});
