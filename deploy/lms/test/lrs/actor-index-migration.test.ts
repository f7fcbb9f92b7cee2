import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../src/db';
import { down, up } from '../../src/db/migrations/0028_lrs_actor_index';
import { statementColumns } from '../../src/lrs/statements/columns';
import { insertStatements } from '../../src/lrs/statements/store';
import { databases } from '../helpers/db';

/* Migration 0028: the agents array becomes the actor and object_agent columns, filled from the statements stored before. */

describe.each(databases())('migration 0028 (record-store actor index) on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  }, 30_000);
  afterAll(async () => handle?.close());

  it('fills actor and object_agent of the statements stored before as the store fills them, and goes back to the array', async () => {
    const { db } = handle;
    const verb = { id: 'http://adlnet.gov/expapi/verbs/mentored' };
    const statements = [
      { actor: { mbox: 'mailto:Someone@Example.org' }, verb, object: { objectType: 'Agent', account: { homePage: 'http://example.org', name: 'mentee' } } },
      { actor: { mbox_sha1sum: 'ABCDEF0123456789ABCDEF0123456789ABCDEF01' }, verb, object: { id: 'http://example.org/activity' } },
      { actor: { openid: 'http://openid.example.org/me' }, verb, object: { objectType: 'Group', mbox: 'mailto:team@example.org', member: [] } },
      { actor: { objectType: 'Group', member: [{ mbox: 'mailto:a@example.org' }] }, verb, object: { id: 'http://example.org/activity' } },
    ].map((statement) => ({ statement: { ...statement, id: randomUUID() }, userId: null }));
    const ids = await insertStatements(db, 'demo', statements);
    await down(db);
    await up(db);
    const rows = await db.selectFrom('xapi_statements').select(['id', 'statement', 'actor', 'object_agent']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const { actor, object_agent } = statementColumns(row.statement);
      expect({ actor: row.actor, object_agent: row.object_agent }).toEqual({ actor, object_agent });
    }
    expect(rows.map((row) => row.actor)).toContain('mbox_sha1sum:abcdef0123456789abcdef0123456789abcdef01');
  });
});
