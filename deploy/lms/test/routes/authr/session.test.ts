import { SESSION_OWNER_PATH } from '@portal/contracts/realtime';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const SESSION = `/_api${SESSION_OWNER_PATH}`;

describe.each(databases())('GET /authr/session on $name', (database) => {
  const lms = useLms(database);

  it("names the session's user and tenant, never cached", async () => {
    const client = lms.client();
    await client.issueToken('learner');
    const response = await client.get(SESSION);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = await lms.db.selectFrom('users').select('id').where('username', '=', 'learner').executeTakeFirstOrThrow();
    expect(response.json()).toEqual({ userId: user.id, scope: 'demo', displayName: 'Alex Morgan', preferredLanguage: 'en-GB' });
  });

  it('answers 401 without a session and after sign-out', async () => {
    const client = lms.client();
    expect((await client.get(SESSION)).statusCode).toBe(401);
    await client.issueToken('learner');
    await client.post('/_api/authr/token/invalidate');
    expect((await client.get(SESSION)).statusCode).toBe(401);
  });
});
