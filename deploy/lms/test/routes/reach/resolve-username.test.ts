import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const RESOLVE = '/_api/reach/demo/api/v4/users/ResolveUsername';

describe.each(databases())('ResolveUsername on $name', (database) => {
  const lms = useLms(database);
  let client: TestClient;

  beforeAll(async () => {
    client = lms.client();
    await client.signIn('approver');
  });

  async function idOf(username: string): Promise<string> {
    return (await lms.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }

  it('resolves an exact username without regard to case, with the display name', async () => {
    const response = await client.post(RESOLVE, { username: 'Learner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, userId: await idOf('learner'), displayName: 'Alex Morgan' });
  });

  it('matches an e-mail address only with includeEmail', async () => {
    const withoutEmail = await client.post(RESOLVE, { username: 'learner@demo.example' });
    expect(withoutEmail.statusCode).toBe(404);
    expect(withoutEmail.json()).toEqual({ success: false, ErrorCode: 'UserNotFound' });
    expect((await client.post(RESOLVE, { username: 'LEARNER@demo.example', includeEmail: true })).json()).toEqual({
      success: true,
      userId: await idOf('learner'),
      displayName: 'Alex Morgan',
    });
  });

  it('answers 404 DuplicateUsersFound for an e-mail shared by pat.lee and pat.lee2; the username still resolves', async () => {
    const shared = await client.post(RESOLVE, { username: 'pat.lee@demo.example', includeEmail: true });
    expect(shared.statusCode).toBe(404);
    expect(shared.json()).toEqual({ success: false, ErrorCode: 'DuplicateUsersFound' });
    expect((await client.post(RESOLVE, { username: 'pat.lee2', includeEmail: true })).json().userId).toBe(await idOf('pat.lee2'));
  });

  it('answers 404 UserNotFound for nobody', async () => {
    const response = await client.post(RESOLVE, { username: 'nobody-here', includeEmail: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'UserNotFound' });
  });

  it('needs a session (401) and a valid body (400)', async () => {
    expect((await lms.client().post(RESOLVE, { username: 'learner' })).statusCode).toBe(401);
    const empty = await client.post(RESOLVE, { username: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'username: required' });
  });
});
