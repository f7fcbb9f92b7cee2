import { Secret, TOTP } from 'otpauth';
import { DEMO_MFA_SECRET, DEMO_RECOVERY_CODES } from '../../../src/seed/demo';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const START = '/_api/authr/mfa/verification/start';
const COMPLETE = '/_api/authr/mfa/verification/complete';

function totp(secret = DEMO_MFA_SECRET, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

describe.each(databases())('second factor at sign-in on $name', (database) => {
  const lms = useLms(database);

  // Each test starts with no authenticator step used and no wrong codes counted against any account.
  beforeEach(async () => {
    await lms.db.updateTable('users').set({ mfa_totp_step: null }).execute();
    await lms.db.deleteFrom('second_factor_failures').execute();
  });

  const wrongCode = () => (totp() === '000000' ? '111111' : '000000');

  async function pendingClient(username = 'mfa-user'): Promise<TestClient> {
    const client = lms.client();
    expect((await client.issueToken(username)).json().result).toBe('Requires2FAVerification');
    return client;
  }

  it('start answers the authenticator mode with no destination', async () => {
    const client = await pendingClient();
    const response = await client.post(START, {});
    expect(response.json()).toEqual({ success: true, mode: 'ga', to: '' });
  });

  it('complete accepts the current authenticator code, starts the session and drops lp_mfa', async () => {
    const client = await pendingClient();
    const response = await client.post(COMPLETE, { code: totp() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, exp: expect.any(Number) });
    expect(client.cookies.has('lp_session')).toBe(true);
    expect(client.cookies.has('lp_mfa')).toBe(false);
    // The session works.
    expect((await client.post('/_api/authr/token/refresh', {})).statusCode).toBe(200);
  });

  it('accepts a code from the previous 30-second step (window 1) but not older', async () => {
    expect((await (await pendingClient()).post(COMPLETE, { code: totp(DEMO_MFA_SECRET, Date.now() - 30_000) })).statusCode).toBe(200);
    const old = await (await pendingClient()).post(COMPLETE, { code: totp(DEMO_MFA_SECRET, Date.now() - 95_000) });
    expect(old.statusCode).toBe(400);
  });

  it('answers 400 InvalidCode to a wrong code', async () => {
    const client = await pendingClient();
    const wrong = totp() === '000000' ? '111111' : '000000';
    const response = await client.post(COMPLETE, { code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'InvalidCode' });
    expect(client.cookies.has('lp_session')).toBe(false);
  });

  it('allows 5 attempts per pending sign-in, then the pending sign-in is gone (401)', async () => {
    const client = await pendingClient();
    const wrong = totp() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await client.post(COMPLETE, { code: wrong })).statusCode).toBe(400);
    const after = await client.post(COMPLETE, { code: totp() });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, ErrorCode: 'NoPendingVerification' });
    expect((await client.post(START, {})).statusCode).toBe(401);
  });

  it('accepts a recovery code once only', async () => {
    const code = DEMO_RECOVERY_CODES[0];
    const first = await pendingClient();
    expect((await first.post(COMPLETE, { code: code.toUpperCase() })).json().success).toBe(true);
    const second = await pendingClient();
    const again = await second.post(COMPLETE, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().ErrorCode).toBe('InvalidCode');
    const used = await lms.db.selectFrom('recovery_codes').select('used_at').where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(1);
  });

  describe('codes used once and wrong codes counted per account', () => {
    it('refuses an authenticator code already used, from any pending sign-in', async () => {
      const code = totp();
      const first = await pendingClient();
      const replay = await pendingClient();
      expect((await first.post(COMPLETE, { code })).statusCode).toBe(200);
      const again = await replay.post(COMPLETE, { code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ success: false, ErrorCode: 'InvalidCode' });
      expect(replay.cookies.has('lp_session')).toBe(false);
    });

    it('refuses a code of a time step before the last one used', async () => {
      expect((await (await pendingClient()).post(COMPLETE, { code: totp() })).statusCode).toBe(200);
      const previous = totp(DEMO_MFA_SECRET, Date.now() - 30_000);
      expect((await (await pendingClient()).post(COMPLETE, { code: previous })).statusCode).toBe(400);
    });

    it('counts wrong codes per account: 4 pending sign-ins × 5 wrong codes, then the right code is refused', async () => {
      for (let signIn = 0; signIn < 4; signIn++) {
        const client = await pendingClient();
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await client.post(COMPLETE, { code: wrongCode() });
          // Wrong (400) until the account limit, refused outright (429) after it, or the pending sign-in is spent (401).
          expect([400, 401, 429]).toContain(response.statusCode);
        }
      }
      const last = await pendingClient();
      const right = await last.post(COMPLETE, { code: totp() });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ success: false, ErrorCode: 'TooManyAttempts', Message: 'Too many wrong codes. Please wait and try again.' });
      expect(last.cookies.has('lp_session')).toBe(false);
      // Recovery codes wait too.
      expect((await last.post(COMPLETE, { code: DEMO_RECOVERY_CODES[5] })).statusCode).toBe(429);
    });

    it('locks after the fifth wrong code across two pending sign-ins, and lets the owner in once the window has passed', async () => {
      const first = await pendingClient();
      for (let i = 0; i < 3; i++) expect((await first.post(COMPLETE, { code: wrongCode() })).statusCode).toBe(400);
      const second = await pendingClient();
      for (let i = 0; i < 2; i++) expect((await second.post(COMPLETE, { code: wrongCode() })).statusCode).toBe(400);
      expect((await second.post(COMPLETE, { code: totp() })).statusCode).toBe(429);

      await lms.db
        .updateTable('second_factor_failures')
        .set({ created_at: new Date(Date.now() - 16 * 60_000) })
        .execute();
      expect((await second.post(COMPLETE, { code: totp() })).statusCode).toBe(200);
      // Success clears the account's count.
      expect(await lms.db.selectFrom('second_factor_failures').select('id').execute()).toEqual([]);
    });
  });

  it('without lp_mfa both calls are 401', async () => {
    expect((await lms.client().post(START, {})).statusCode).toBe(401);
    expect((await lms.client().post(COMPLETE, { code: '123456' })).statusCode).toBe(401);
  });

  it('rejects a code that breaks the contract with 400 naming the field', async () => {
    const response = await (await pendingClient()).post(COMPLETE, { code: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^code: /) });
  });

  describe('e-mail and SMS codes', () => {
    beforeAll(async () => {
      await lms.db.updateTable('users').set({ mfa_mode: 'email' }).where('username', '=', 'approver').execute();
      await lms.db.updateTable('users').set({ mfa_mode: 'sms', mfa_country_code: 'GB', mfa_contact_number: '07700900123' }).where('username', '=', 'instructor').execute();
    });

    it('start e-mails a six-digit code to the outbox and answers the masked address', async () => {
      const client = await pendingClient('approver');
      const response = await client.post(START, {});
      expect(response.json()).toEqual({ success: true, mode: 'email', to: 'a***r@demo.example' });
      const [latest] = (await client.get('/_api/_dev/outbox?to=approver')).json();
      expect(latest).toMatchObject({ to: 'approver', address: 'approver@demo.example', channel: 'email', subject: 'Learner Portal verification code' });
      expect(latest.code).toMatch(/^\d{6}$/);
      expect(latest.body).toBe(`Your Learner Portal verification code is ${latest.code}. It expires in 5 minutes.`);
      expect((await client.post(COMPLETE, { code: latest.code })).json().success).toBe(true);
    });

    it('a resend replaces the code: only the newest works', async () => {
      const client = await pendingClient('approver');
      await client.post(START, {});
      const [first] = (await client.get('/_api/_dev/outbox?to=approver')).json();
      await client.post(START, {});
      const [second] = (await client.get('/_api/_dev/outbox?to=approver')).json();
      if (first.code !== second.code) expect((await client.post(COMPLETE, { code: first.code })).statusCode).toBe(400);
      expect((await client.post(COMPLETE, { code: second.code })).statusCode).toBe(200);
    });

    it('start texts the code to the number and masks it', async () => {
      const client = await pendingClient('instructor');
      expect((await client.post(START, {})).json()).toEqual({ success: true, mode: 'sms', to: 'GB ********123' });
      const [latest] = (await client.get('/_api/_dev/outbox?to=instructor')).json();
      expect(latest).toMatchObject({ channel: 'sms', address: 'GB 07700900123', subject: '' });
      expect((await client.post(COMPLETE, { code: latest.code })).json().success).toBe(true);
    });
  });
});
