import { LEADERBOARD_LIMIT, type Leaderboard } from '@portal/contracts/dashboard';
import { DEMO_AWARDS, DEMO_LEARNER_RANK } from '../../../src/seed/demo-dashboard';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('gamification calls on $name', (database) => {
  const lms = useLms(database);

  it("answers the demo tenant's configuration with its awards", async () => {
    const client = lms.client();
    await client.signIn('learner');
    expect((await client.post('/_api/authr/config/gamification')).json()).toEqual({ enabled: true, awards: DEMO_AWARDS });
  });

  it('gives the top 6 ranked by points, then the one above the user and the user, 8th of 20', async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    const response = await client.post('/_api/pursuit/getLeaderboard', { scope: 'demo', user_id: userId, cohort: null, limit: LEADERBOARD_LIMIT });
    expect(response.statusCode).toBe(200);
    const board = response.json<Leaderboard>();
    expect(board.leader_standings.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(board.leader_standings.at(-1)!.user_id).toBe(userId);
    const points = board.leader_standings.map((entry) => entry.points_total);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(board.user_standings).toEqual([{ user_id: userId, rank: DEMO_LEARNER_RANK }]);
    expect(
      await lms.db
        .selectFrom('gamification_points')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('scope', '=', 'demo')
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: expect.anything() });
  });

  it("lists the user's accolades with their definitions, newest first", async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    const { accolades } = (await client.post('/_api/pursuit/listAccolades', { scope: 'demo', user_id: userId })).json<{
      accolades: { type: string; definition: { type: string } }[];
    }>();
    expect(accolades.map((a) => a.definition.type)).toEqual(['medal', 'badge', 'trophy']);
    expect(accolades.every((a) => a.type === 'award')).toBe(true);
  });

  it("refuses another user's standings, another scope and a bad limit", async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    expect((await client.post('/_api/pursuit/getLeaderboard', { scope: 'demo', user_id: 'someone-else', limit: 6 })).statusCode).toBe(403);
    expect((await client.post('/_api/pursuit/listAccolades', { scope: 'other', user_id: userId })).statusCode).toBe(403);
    expect((await client.post('/_api/pursuit/getLeaderboard', { scope: 'demo', user_id: userId, limit: 0 })).statusCode).toBe(400);
  });

  it('with gamification off the configuration says so and the calls are refused', async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    await lms.db.updateTable('gamification_config').set({ enabled: false }).where('scope', '=', 'demo').execute();
    try {
      expect((await client.post('/_api/authr/config/gamification')).json()).toMatchObject({ enabled: false });
      expect((await client.post('/_api/pursuit/getLeaderboard', { scope: 'demo', user_id: userId, limit: 6 })).statusCode).toBe(403);
    } finally {
      await lms.db.updateTable('gamification_config').set({ enabled: true }).where('scope', '=', 'demo').execute();
    }
  });
});
