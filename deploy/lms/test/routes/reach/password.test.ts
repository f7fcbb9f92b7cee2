import { DEMO_PASSWORD } from '../../../src/seed/demo';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('change password on $name', (database) => {
  const lms = useLms(database);

  async function signedIn(username: string) {
    const client = lms.client();
    const userId = await client.signIn(username);
    return { client, url: `/_api/reach/demo/api/v4/users/${userId}/security/password` };
  }

  it('changes the password; the old one stops working; other sessions end, this one goes on', async () => {
    const other = lms.client();
    await other.signIn('instructor');
    const { client, url } = await signedIn('instructor');
    expect((await client.post(url, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-2026' })).json()).toEqual({ success: true });
    expect((await lms.client().issueToken('instructor')).json().result).toBe('Failed');
    expect((await lms.client().issueToken('instructor', 'Changed-2026')).json().result).toBe('Success');
    expect((await client.post('/_api/authr/token/refresh', {})).statusCode).toBe(200);
    expect((await other.post('/_api/authr/token/refresh', {})).statusCode).toBe(401);
  });

  it("answers PasswordIncorrect for a wrong current password (spec 1 §8 'Current password incorrect')", async () => {
    const { client, url } = await signedIn('approver');
    const response = await client.post(url, { oldPassword: 'wrong', newPassword: 'Changed-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'PasswordIncorrect' });
  });

  it('applies the complexity rule', async () => {
    const { client, url } = await signedIn('approver');
    expect((await client.post(url, { oldPassword: DEMO_PASSWORD, newPassword: 'short' })).json()).toEqual({
      success: false,
      ErrorCode: 'ValidationFailed',
      Message: 'newPassword: must be at least 8 characters',
    });
  });

  it('refuses a new password made of the username, the product’s name or the organisation’s (context-specific words)', async () => {
    const { client, url } = await signedIn('reviewer');
    for (const newPassword of ['Reviewer#2026!', 'LearnerPortal-2026', 'My-portal-9999', 'Demo-University-1', 'xx-DEMO-2026']) {
      const response = await client.post(url, { oldPassword: DEMO_PASSWORD, newPassword });
      expect([newPassword, response.json()]).toEqual([
        newPassword,
        { success: false, ErrorCode: 'ValidationFailed', Message: 'newPassword: must not contain your username or the name of the portal or of your organisation' },
      ]);
    }
    expect((await lms.client().issueToken('reviewer')).json().result).toBe('Success');
  });

  it("refuses someone else's account and single-sign-on users", async () => {
    const { client } = await signedIn('approver');
    const other = await lms.db.selectFrom('users').select('id').where('username', '=', 'learner').executeTakeFirstOrThrow();
    const response = await client.post(`/_api/reach/demo/api/v4/users/${other.id}/security/password`, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-2026' });
    expect(response.statusCode).toBe(403);

    const sso = await signedIn('reviewer');
    await lms.db.updateTable('users').set({ authentication_mode: 'sso' }).where('username', '=', 'reviewer').execute();
    expect((await sso.client.post(sso.url, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-2026' })).json().ErrorCode).toBe('ChangePasswordDisabled');
  });
});
