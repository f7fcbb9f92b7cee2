import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db';
import { down, up } from '../../src/db/migrations/0025_lrs_documents';
import { readAgentProfile, readState } from '../../src/repositories/tasks';
import { databases } from '../helpers/db';

/* Migration 0025: the earlier store's state and agent profiles move into xapi_documents, and back. */

describe.each(databases())('migration 0025 (record-store documents) on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  }, 30_000);
  afterAll(async () => handle?.close());

  it('moves the earlier documents of the portal’s users, keeping their content and time, and gives them an ETag', async () => {
    const { db } = handle;
    const user = await db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', 'learner').executeTakeFirstOrThrow();
    const registration = randomUUID();
    const at = new Date('2026-01-02T03:04:05.000Z');
    await down(db);
    await sql`insert into lrs_state (scope, user_id, activity_id, state_id, registration, content, updated_at)
      values ('demo', ${user.id}, 'demo-task-reflection', 'bookmark', ${registration}, ${JSON.stringify({ page: 7 })}::jsonb, ${at})`.execute(db);
    await sql`insert into lrs_agent_profiles (scope, user_id, profile_id, content, updated_at)
      values ('demo', ${user.id}, 'moved-profile', ${JSON.stringify({ pointsTotal: 5, entries: [] })}::jsonb, ${at})`.execute(db);
    await up(db);

    const moved = await db
      .selectFrom('xapi_documents')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('document_id', 'in', ['bookmark', 'moved-profile'])
      .orderBy('document_id')
      .execute();
    expect(moved.map((row) => ({ ...row, content: Buffer.from(row.content).toString('utf8'), updated: new Date(row.updated).toISOString() }))).toEqual([
      {
        scope: 'demo',
        kind: 'state',
        activity_id: 'demo-task-reflection',
        agent: `user:${user.id}`,
        registration,
        document_id: 'bookmark',
        user_id: user.id,
        content_type: 'application/json',
        content: '{"page":7}',
        etag: createHash('sha1').update('{"page":7}').digest('hex'),
        updated: at.toISOString(),
      },
      // jsonb kept the keys in its own order.
      expect.objectContaining({ kind: 'agent_profile', activity_id: '', registration: '', agent: `user:${user.id}`, content: '{"entries":[],"pointsTotal":5}' }),
    ]);
    const tables = await sql<{ found: string | null }>`select to_regclass('lrs_state') as found`.execute(db);
    expect(tables.rows[0]!.found).toBeNull();
    // The LMS's readers find them where they are now.
    expect(await readState(db, { scope: 'demo', userId: user.id, activityId: 'demo-task-reflection', stateId: 'bookmark', registration })).toEqual({
      content: { page: 7 },
      updatedAt: at,
    });
    expect((await readAgentProfile(db, 'demo', user.id, 'moved-profile'))?.content).toEqual({ pointsTotal: 5, entries: [] });
  });
});
