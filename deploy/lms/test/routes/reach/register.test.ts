import { deliveriesSettled } from '../../../src/routes/reach/account-verification';
import { json } from '../../../src/db/json';
import { scryptRunCount } from '../../../src/lib/passwords';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const REGISTER = '/_api/reach/demo/api/v4/users';
const VERIFY = '/_api/reach/demo/api/v3/accountverification';
const PASSWORD = 'Sign-up!2026';

function registration(username: string, profile: Record<string, string> = {}) {
  return { Username: username, Password: PASSWORD, authenticationMode: 'forms', profile: { mail: `${username}@new.example`, jobTitle: 'Midwife', ...profile } };
}

describe.each(databases())('registration on $name', (database) => {
  const lms = useLms(database);

  async function latestCode(client: TestClient, username: string): Promise<string> {
    const [entry] = (await deliveriesSettled(), await client.get(`/_api/_dev/outbox?to=${username}`)).json();
    return entry.code;
  }

  async function withSettings(patch: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
    const { json: original } = await lms.db.selectFrom('settings').select('json').where('scope', '=', 'demo').executeTakeFirstOrThrow();
    await lms.db
      .updateTable('settings')
      .set({ json: json({ ...original, ...patch }) })
      .where('scope', '=', 'demo')
      .execute();
    try {
      await run();
    } finally {
      await lms.db
        .updateTable('settings')
        .set({ json: json(original) })
        .where('scope', '=', 'demo')
        .execute();
    }
  }

  describe('password rules and timing', () => {
    it("refuses a common password such as 'password' with 400 PasswordTooCommon (and one too long)", async () => {
      const common = await lms.client().post(REGISTER, { ...registration('common.choice'), Password: 'password' });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({ success: false, ErrorCode: 'PasswordTooCommon', Message: 'is too common: it appears in lists of leaked passwords' });
      const caps = await lms.client().post(REGISTER, { ...registration('common.caps'), Password: 'Password123' });
      expect(caps.statusCode).toBe(400);
      const long = await lms.client().post(REGISTER, { ...registration('long.choice'), Password: 'x'.repeat(257) });
      expect(long.statusCode).toBe(400);
      expect(await lms.db.selectFrom('users').select('id').where('username', 'in', ['common.choice', 'common.caps', 'long.choice']).execute()).toEqual([]);
    });

    it('refuses a password made of the username, the product’s name or the organisation’s with 400 PasswordComplexity', async () => {
      for (const [username, Password] of [
        ['casey.context', 'Casey.Context!9'],
        ['context.two', 'Learner-Portal-2026'],
        ['context.three', 'Demo-University!7'],
      ]) {
        const response = await lms.client().post(REGISTER, { ...registration(username!), Password });
        expect([Password, response.statusCode, response.json()]).toEqual([
          Password,
          400,
          { success: false, ErrorCode: 'PasswordComplexity', Message: 'must not contain your username or the name of the portal or of your organisation' },
        ]);
      }
      expect(await lms.db.selectFrom('users').select('id').where('username', 'in', ['casey.context', 'context.two', 'context.three']).execute()).toEqual([]);
    });

    it('hashes the password for a taken username as for a free one, so both answer after the same work', async () => {
      const before = scryptRunCount();
      expect((await lms.client().post(REGISTER, registration('learner'))).json()).toMatchObject({ ErrorCode: 'UsernameTaken' });
      const afterTaken = scryptRunCount();
      expect(afterTaken - before).toBe(1);
      expect((await lms.client().post(REGISTER, registration('timing.free'))).json().success).toBe(true);
      expect(scryptRunCount() - afterTaken).toBe(1);
    });
  });

  describe('an address another account uses (no enumeration, no second account)', () => {
    const outboxTo = async (address: string) => (
      await deliveriesSettled(),
      await lms.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id', 'desc').execute()
    );

    it('answers as for a fresh address, creates no account and mails the owner instead (the attack as written)', async () => {
      const fresh = await lms.client().post(REGISTER, registration('fresh.address'));
      const before = await outboxTo('learner@demo.example');
      const taken = await lms.client().post(REGISTER, registration('second.learner', { mail: 'Learner@Demo.example' }));
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(taken.json()).toEqual({ success: true, userId: expect.any(String) });
      expect(await lms.db.selectFrom('users').select('id').where('username', '=', 'second.learner').execute()).toEqual([]);
      expect(await lms.db.selectFrom('users').select('id').where('id', '=', taken.json().userId).execute()).toEqual([]);
      const mails = await outboxTo('learner@demo.example');
      expect(mails).toHaveLength(before.length + 1);
      expect(mails[0]).toMatchObject({ to_username: 'learner', subject: 'Someone tried to sign up with your e-mail address', code: null });
      // The owner still signs in by address: it names one account only.
      expect((await lms.client().signIn('learner@demo.example')).length).toBeGreaterThan(0);
    });

    it('costs the same password hash as a fresh sign-up', async () => {
      const before = scryptRunCount();
      await lms.client().post(REGISTER, registration('taken.timing', { mail: 'approver@demo.example' }));
      expect(scryptRunCount() - before).toBe(1);
    });

    it('with userNameIsEmail a taken username is the taken address: the same answer, the owner told', async () => {
      await withSettings({ userNameIsEmail: true }, async () => {
        const response = await lms.client().post(REGISTER, { Username: 'Approver@demo.example', Password: PASSWORD, authenticationMode: 'forms', profile: { jobTitle: 'Porter' } });
        expect(response.json()).toEqual({ success: true, userId: expect.any(String) });
        expect((await outboxTo('approver@demo.example'))[0]).toMatchObject({ subject: 'Someone tried to sign up with your e-mail address' });
        expect(await lms.db.selectFrom('users').select('id').where('username', '=', 'approver@demo.example').execute()).toEqual([]);
      });
    });
  });

  it('creates a forms user with an unverified e-mail; sign-in waits for the code; after verifying it succeeds', async () => {
    const client = lms.client();
    const response = await client.post(REGISTER, registration('new.starter', { department: 'Nursing', preferredLanguage: 'cy-GB' }));
    expect(response.statusCode).toBe(200);
    const { success, userId } = response.json();
    expect(success).toBe(true);

    const user = await lms.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      username: 'new.starter',
      authentication_mode: 'forms',
      email: 'new.starter@new.example',
      email_verified: false,
      requires_email_verification: true,
      display_name: 'new.starter',
      roles: [],
    });
    // The hidden registration field comes from config.
    expect(user.profile).toEqual({ mail: 'new.starter@new.example', jobTitle: 'Midwife', department: 'Nursing', preferredLanguage: 'cy-GB', cpdEligible: 'Yes' });
    expect(user.password_hash).toMatch(/^scrypt\$/);

    const signIn = await lms.client().issueToken('new.starter', PASSWORD);
    expect(signIn.json()).toEqual({ result: 'Failed', Message: 'Please verify your e-mail address first: open the link in the e-mail we sent you.' });
    expect(signIn.cookies).toEqual([]);

    const [mail] = (await deliveriesSettled(), await client.get('/_api/_dev/outbox?to=new.starter')).json();
    expect(mail).toMatchObject({ channel: 'email', address: 'new.starter@new.example', subject: 'Verify your Learner Portal e-mail address' });
    expect(mail.body).toContain(`open http://localhost:8080/#/access/verify?code=${mail.code}`);
    expect((await client.get(`${VERIFY}/${mail.code}`)).json()).toEqual({ success: true, Username: 'new.starter', Type: 'RegisteredEmailVerification' });
    expect((await client.post(`${VERIFY}/${mail.code}/complete`, { Type: 'RegisteredEmailVerification' })).json()).toEqual({ success: true });

    expect((await lms.client().issueToken('new.starter', PASSWORD)).json().result).toBe('Success');
    expect((await client.post(`${VERIFY}/${mail.code}/complete`, { Type: 'RegisteredEmailVerification' })).statusCode).toBe(404);
  });

  it('a new code can be asked for with PUT accountverification', async () => {
    const client = lms.client();
    await client.post(REGISTER, registration('resend.me'));
    const first = await latestCode(client, 'resend.me');
    expect((await client.put(VERIFY, { Type: 'RegisteredEmailVerification', Username: 'resend.me' })).json()).toEqual({ success: true });
    const second = await latestCode(client, 'resend.me');
    expect(second).not.toBe(first);
    expect((await client.post(`${VERIFY}/${second}/complete`, { Type: 'RegisteredEmailVerification' })).json()).toEqual({ success: true });
  });

  it('answers 400 UsernameTaken for an existing username in any case', async () => {
    const response = await lms.client().post(REGISTER, registration('LEARNER'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'UsernameTaken' });
  });

  it('answers 400 UsernameComplexity by the fallback rule and by Account.Username.ComplexityExpression', async () => {
    const spaced = await lms.client().post(REGISTER, registration('has space'));
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json()).toEqual({ success: false, ErrorCode: 'UsernameComplexity' });
    expect((await lms.client().post(REGISTER, registration("o'neil.b-c_d"))).json().success).toBe(true);

    await lms.db.insertInto('named_items').values({ scope: 'demo', name: 'Account.Username.ComplexityExpression', value: '^[a-z]{3,}$' }).execute();
    try {
      expect((await lms.client().post(REGISTER, registration('ab'))).json()).toEqual({ success: false, ErrorCode: 'UsernameComplexity' });
      expect((await lms.client().post(REGISTER, registration('abcdef'))).json().success).toBe(true);
    } finally {
      await lms.db.deleteFrom('named_items').where('name', '=', 'Account.Username.ComplexityExpression').execute();
    }
  });

  it('answers 400 PasswordComplexity with the default and with the configured message', async () => {
    const short = await lms.client().post(REGISTER, { ...registration('short.pass'), Password: 'Short1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, ErrorCode: 'PasswordComplexity', Message: 'must be at least 8 characters' });

    await lms.db
      .insertInto('named_items')
      .values([
        { scope: 'demo', name: 'Account.Password.ComplexityExpression', value: '^(?=.*\\d).{10,}$' },
        { scope: 'demo', name: 'Account.Password.ComplexityMessage', value: 'Use at least 10 characters including a number.' },
      ])
      .execute();
    try {
      const weak = await lms.client().post(REGISTER, { ...registration('weak.pass'), Password: 'longbutnodigits' });
      expect(weak.json()).toEqual({ success: false, ErrorCode: 'PasswordComplexity', Message: 'Use at least 10 characters including a number.' });
    } finally {
      await lms.db.deleteFrom('named_items').where('name', 'like', 'Account.Password.%').execute();
    }
  });

  it('answers 400 InvalidProfile naming the field: missing required, invalid value, field not on the form', async () => {
    const missing = await lms.client().post(REGISTER, { ...registration('no.job'), profile: { mail: 'no.job@new.example' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, ErrorCode: 'InvalidProfile', Message: 'jobTitle: required' });
    expect((await lms.client().post(REGISTER, registration('bad.job', { jobTitle: 'X' }))).json().Message).toBe('jobTitle: Enter between 2 and 80 characters');
    expect((await lms.client().post(REGISTER, registration('bad.mail', { mail: 'nope' }))).json().Message).toBe('mail: invalid');
    expect((await lms.client().post(REGISTER, registration('admin.field', { employeeId: 'E9' }))).json().Message).toBe('employeeId: not a registration field');
    expect(await lms.db.selectFrom('users').select('id').where('username', 'in', ['no.job', 'bad.job', 'bad.mail', 'admin.field']).execute()).toEqual([]);
  });

  it('never takes a hidden registration field from the client', async () => {
    const response = await lms.client().post(REGISTER, registration('sneaky', { cpdEligible: 'No' }));
    const user = await lms.db.selectFrom('users').select('profile').where('id', '=', response.json().userId).executeTakeFirstOrThrow();
    expect(user.profile.cpdEligible).toBe('Yes');
  });

  it('with userNameIsEmail the lower-cased username is the mail and the address', async () => {
    await withSettings({ userNameIsEmail: true }, async () => {
      const response = await lms.client().post(REGISTER, { Username: 'Robin.Green@New.Example', Password: PASSWORD, authenticationMode: 'forms', profile: { jobTitle: 'Porter' } });
      expect(response.json().success).toBe(true);
      const user = await lms.db.selectFrom('users').selectAll().where('id', '=', response.json().userId).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ username: 'robin.green@new.example', email: 'robin.green@new.example' });
      expect(user.profile.mail).toBe('robin.green@new.example');
    });
  });

  it('answers 403 RegistrationDisabled without self-registration or with an external action', async () => {
    for (const selfRegistration of [undefined, { action: { type: 'redirect', route: 'https://join.demo.example' } }]) {
      await withSettings({ selfRegistration }, async () => {
        const response = await lms.client().post(REGISTER, registration('not.allowed'));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, ErrorCode: 'RegistrationDisabled' });
      });
    }
  });

  it('answers 400 ValidationFailed for a payload that breaks the contract, and 404 for an unknown tenant', async () => {
    const bad = await lms.client().post(REGISTER, { Username: 'x', Password: PASSWORD, authenticationMode: 'sso', profile: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ErrorCode).toBe('ValidationFailed');
    expect((await lms.client().post('/_api/reach/nowhere/api/v4/users', registration('x'))).statusCode).toBe(404);
  });
});
