import { USER_EVENTS_MAX, type UserEvents } from '@portal/contracts/dashboard';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const PATH = '/_api/records/report_data/user_events';

describe.each(databases())('POST /records/report_data/user_events on $name', (database) => {
  const lms = useLms(database);

  it('pages a year of events by 100 by default, newest first, with the total', async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    const first = (await client.post(PATH, { scope: 'demo', user_id: userId, reach_hostname: 'localhost' })).json<UserEvents>();
    expect(first.rows).toHaveLength(100);
    expect(first.total).toBeGreaterThan(300);
    const times = first.rows.map((row) => Date.parse(row.occurredon));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = Date.parse(first.rows.at(-1)!.occurredon);
    const second = (await client.post(PATH, { scope: 'demo', user_id: userId, skip: 100, limit: 50 })).json<UserEvents>();
    expect(second.rows).toHaveLength(50);
    expect(Date.parse(second.rows[0]!.occurredon)).toBeLessThanOrEqual(oldest);
    const spanDays =
      (Date.parse(first.rows[0]!.occurredon) -
        Date.parse((await client.post(PATH, { scope: 'demo', user_id: userId, skip: first.total - 1, limit: 1 })).json<UserEvents>().rows[0]!.occurredon)) /
      86_400_000;
    expect(spanDays).toBeGreaterThan(350);
  });

  it('gives at most 500 and refuses more, and only the user their own events', async () => {
    const client = lms.client();
    const userId = await client.signIn('learner');
    expect((await client.post(PATH, { scope: 'demo', user_id: userId, limit: USER_EVENTS_MAX })).json<UserEvents>().rows.length).toBeLessThanOrEqual(500);
    expect((await client.post(PATH, { scope: 'demo', user_id: userId, limit: USER_EVENTS_MAX + 1 })).statusCode).toBe(400);
    expect((await client.post(PATH, { scope: 'demo', user_id: 'another' })).statusCode).toBe(403);
  });
});
