import { masteryResult, masteryScoreOf } from '@portal/contracts/team';
import type { History } from '@portal/contracts/dashboard';
import { insertStatements } from '../../../src/lrs/statements/store';
import { DEMO_SCORED_ITEM } from '../../../src/seed/demo-dashboard';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const PATH = '/_api/records/report_data/history';
const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';

describe.each(databases())('POST /records/report_data/history on $name', (database) => {
  const lms = useLms(database);

  it("pages the user's own history events, newest first, with status, score and the activity's extensions", async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    // The demo's scored attempt: 65% against a mastery score of 80%.
    const before = (await client.post(PATH, { scope: 'demo', user_id: userId, limit: 500 })).json<History>();
    expect(before.rows.filter((row) => row.score !== null)).toEqual([
      expect.objectContaining({ title: 'Data security awareness', status: 'Enrolled', score: 0.65, definition: { extensions: { [MASTERY]: 0.8 } } }),
    ]);
    // A scored statement with a mastery score (as content reports it) on another of the learner's items.
    const enrolled = await lms.db
      .selectFrom('catalogue_enrolments')
      .select('item_id')
      .where('scope', '=', 'demo')
      .where('user_id', '=', userId)
      .where('item_id', '<>', DEMO_SCORED_ITEM)
      .executeTakeFirstOrThrow();
    const statement = {
      actor: { account: { name: userId, homePage: 'https://demo.learner-portal' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/failed' },
      object: { id: enrolled.item_id, definition: { extensions: { [MASTERY]: 0.8 } } },
      result: { score: { scaled: 0.7999 } },
      timestamp: new Date().toISOString(),
    };
    await insertStatements(lms.db, 'demo', [{ statement, userId }]);
    const all = (await client.post(PATH, { scope: 'demo', user_id: userId, limit: 500 })).json<History>();
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows).toHaveLength(all.total);
    const dated = all.rows.filter((row) => row.occurredon !== null).map((row) => Date.parse(row.occurredon!));
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
    expect(all.rows.slice(dated.length).every((row) => row.occurredon === null)).toBe(true);
    for (const row of all.rows)
      expect(row).toEqual(expect.objectContaining({ type: expect.any(String), title: expect.any(String), definition: { extensions: expect.any(Object) } }));
    const scored = all.rows.find((row) => row.score === 0.7999);
    expect(scored).toMatchObject({ definition: { extensions: { [MASTERY]: 0.8 } } });
    expect(masteryResult(scored!.score, masteryScoreOf(scored!.definition.extensions))).toBe('failed');

    const second = (await client.post(PATH, { scope: 'demo', user_id: userId, skip: 1, limit: 1 })).json<History>();
    expect(second).toEqual({ rows: [all.rows[1]], total: all.total });
  });

  it('refuses another user, another scope, a bad page and no session', async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    expect((await client.post(PATH, { scope: 'demo', user_id: 'another' })).statusCode).toBe(403);
    expect((await client.post(PATH, { scope: 'other', user_id: userId })).statusCode).toBe(403);
    expect((await client.post(PATH, { scope: 'demo', user_id: userId, limit: 501 })).statusCode).toBe(400);
    expect((await lms.client().post(PATH, { scope: 'demo', user_id: userId })).statusCode).toBe(401);
  });
});
