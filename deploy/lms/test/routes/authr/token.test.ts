import { createHash } from 'node:crypto';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../src/domain/sign-in';
import { sql } from 'kysely';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const ISSUE = '/_api/authr/token/issue/reach';

describe.each(databases())('token issue, refresh and invalidate on $name', (database) => {
  const lms = useLms(database);

  describe('sign-in results', () => {
    it('answers Success, starts a session and sets the cookies of decision 0001', async () => {
      const client = lms.client();
      const before = Math.floor(Date.now() / 1000);
      const response = await client.issueToken('learner');
      // Bounded by the time after the answer: on a busy machine the password check alone can take over a second.
      const after = Math.ceil(Date.now() / 1000);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.result).toBe('Success');
      expect(body.exp).toBeGreaterThanOrEqual(before + 1200);
      expect(body.exp).toBeLessThanOrEqual(after + 1200);

      const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
      expect(cookies.lp_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies.lp_session!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookies.lp_session!.secure).toBeFalsy();
      expect(cookies.exp).toMatchObject({ value: String(body.exp), sameSite: 'Lax', path: '/' });
      expect(cookies.exp!.httpOnly).toBeFalsy();
      expect(cookies.uid!.httpOnly).toBeFalsy();
      expect(cookies.exp!.expires?.getTime()).toBe(body.exp * 1000);
      expect(cookies.lp_session!.expires?.getTime()).toBe(body.exp * 1000);
    });

    it('stores only the SHA-256 of the session token', async () => {
      const client = lms.client();
      await client.issueToken('learner');
      const token = client.cookies.get('lp_session')!;
      const stored = await lms.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
      expect(stored.map((s) => s.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    });

    it('matches the username without regard to case', async () => {
      expect((await lms.client().issueToken('LEARNER')).json().result).toBe('Success');
    });

    it('answers the same Failed for a wrong password and an unknown user, with no cookies', async () => {
      const wrong = await lms.client().issueToken('approver', 'not-the-password');
      const unknown = await lms.client().issueToken('nobody-here', 'not-the-password');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ result: 'Failed' });
        expect(response.cookies).toEqual([]);
      }
    });

    it('answers Failed for an unknown tenant', async () => {
      expect((await lms.client().issueToken('learner', undefined, 'no-such-tenant')).json()).toEqual({ result: 'Failed' });
    });

    it('answers Requires2FAVerification with a pending lp_mfa cookie and no session', async () => {
      const response = await lms.client().issueToken('mfa-user');
      expect(response.json()).toEqual({ result: 'Requires2FAVerification' });
      const names = response.cookies.map((c) => c.name);
      expect(names).toEqual(['lp_mfa']);
      expect(response.cookies[0]).toMatchObject({ httpOnly: true, maxAge: 300, sameSite: 'Lax' });
    });

    it('answers Requires2FASetup with a session for a forms user forced to two-factor without one', async () => {
      const response = await lms.client().issueToken('mfa-setup');
      expect(response.json().result).toBe('Requires2FASetup');
      expect(response.json().exp).toEqual(expect.any(Number));
      expect(response.cookies.map((c) => c.name).sort()).toEqual(['exp', 'lp_session', 'uid']);
    });

    it('does not force two-factor on single-sign-on users', async () => {
      await lms.db.updateTable('users').set({ authentication_mode: 'sso' }).where('username', '=', 'mfa-setup').execute();
      try {
        expect((await lms.client().issueToken('mfa-setup')).json().result).toBe('Success');
      } finally {
        await lms.db.updateTable('users').set({ authentication_mode: 'forms' }).where('username', '=', 'mfa-setup').execute();
      }
    });

    it('answers RequiresNewPassword without a session', async () => {
      const response = await lms.client().issueToken('newpass');
      expect(response.json()).toEqual({ result: 'RequiresNewPassword' });
      expect(response.cookies.map((c) => c.name)).toEqual(['lp_pwd']);
    });

    it('answers RequiresNewPasswordWithEmailVerification when the e-mail must be verified too', async () => {
      await lms.db.updateTable('users').set({ requires_email_verification: true }).where('username', '=', 'newpass').execute();
      try {
        const response = await lms.client().issueToken('newpass');
        expect(response.json()).toEqual({ result: 'RequiresNewPasswordWithEmailVerification' });
        expect(response.cookies).toEqual([]);
      } finally {
        await lms.db.updateTable('users').set({ requires_email_verification: false }).where('username', '=', 'newpass').execute();
      }
    });

    it('rejects a payload that breaks the contract with 400 naming the field', async () => {
      const response = await lms.client().post(ISSUE, { user: 'learner', scope: 'demo' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^pass: /) });
    });

    it('marks the cookies Secure behind a TLS proxy', async () => {
      const response = await lms.client().post(ISSUE, { user: 'learner', pass: 'Portal!2026', scope: 'demo' }, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies.every((c) => c.secure === true)).toBe(true);
    });
  });

  describe('CSRF guard', () => {
    it('answers 403 CsrfRejected to a state-changing call without X-Requested-With', async () => {
      const response = await lms.client().post(ISSUE, { user: 'learner', pass: 'Portal!2026', scope: 'demo' }, { csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'CsrfRejected' });
    });

    it('rejects a wrong header value as well', async () => {
      const response = await lms.client().post(ISSUE, {}, { csrf: false, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(response.statusCode).toBe(403);
    });

    it('lets reads through without it', async () => {
      expect((await lms.client().get('/_api/reach/demo/api/v3/endpoint/config', { csrf: false })).statusCode).toBe(200);
    });
  });

  describe('rate limit', () => {
    beforeEach(async () => {
      await sql`delete from sign_in_attempts`.execute(lms.db);
    });

    it('answers 429 after 10 failures for one username in 15 minutes, even with the right password', async () => {
      for (let i = 0; i < 10; i++) {
        // Different addresses: only the username count can trip.
        expect((await lms.client().issueToken('teamleader', `wrong-${i}`)).json().result).toBe('Failed');
      }
      const response = await lms.client().issueToken('teamleader');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ result: 'Failed', Message: TOO_MANY_ATTEMPTS_MESSAGE });
      expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many sign-in attempts. Please wait and try again.');
    });

    /** Failures recorded straight in the table: the scrypt work of 30 real attempts adds nothing to what is tested. */
    async function recordFailures(count: number, values: { username: string; address: string; minutesAgo?: number }) {
      const createdAt = new Date(Date.now() - (values.minutesAgo ?? 0) * 60_000);
      await lms.db
        .insertInto('sign_in_attempts')
        .values(Array.from({ length: count }, () => ({ scope: 'demo', username: values.username, address: values.address, created_at: createdAt })))
        .execute();
    }

    it('counts only failures in the last 15 minutes', async () => {
      await recordFailures(10, { username: 'reviewer', address: '192.0.2.1', minutesAgo: 16 });
      expect((await lms.client().issueToken('reviewer')).json().result).toBe('Success');
      await recordFailures(10, { username: 'reviewer', address: '192.0.2.1', minutesAgo: 14 });
      expect((await lms.client().issueToken('reviewer')).statusCode).toBe(429);
    });

    it('answers 429 after 30 failures from one address, for any username', async () => {
      const client = lms.client();
      await recordFailures(29, { username: 'someone', address: client.address });
      expect((await client.issueToken('someone-else', 'wrong')).json()).toEqual({ result: 'Failed' });
      expect((await client.issueToken('learner')).statusCode).toBe(429);
      expect((await lms.client().issueToken('learner')).statusCode).toBe(200);
    });

    it('clears the username count after a correct password', async () => {
      await recordFailures(9, { username: 'approver', address: '192.0.2.2' });
      expect((await lms.client().issueToken('approver', 'wrong')).statusCode).toBe(200);
      expect((await lms.client().issueToken('approver')).statusCode).toBe(429);
      await sql`delete from sign_in_attempts`.execute(lms.db);
      await recordFailures(9, { username: 'approver', address: '192.0.2.2' });
      expect((await lms.client().issueToken('approver')).json().result).toBe('Success');
      const left = await lms.db.selectFrom('sign_in_attempts').select('id').where('username', '=', 'approver').execute();
      expect(left).toEqual([]);
    });
  });

  describe('refresh and invalidate', () => {
    it('refresh extends the session and re-sets the cookies', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const token = client.cookies.get('lp_session');
      const response = await client.post('/_api/authr/token/refresh', { expiresIn: 3600 });
      expect(response.statusCode).toBe(200);
      const { success, exp } = response.json();
      expect(success).toBe(true);
      expect(exp).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3599);
      expect(client.cookies.get('exp')).toBe(String(exp));
      expect(client.cookies.get('lp_session')).toBe(token);
    });

    it('refresh without a session is 401', async () => {
      const response = await lms.client().post('/_api/authr/token/refresh', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'NotAuthenticated' });
    });

    it('an expired session is no session', async () => {
      const client = lms.client();
      await client.signIn('learner');
      await lms.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', client.cookies.get('uid')!).execute();
      expect((await client.post('/_api/authr/token/refresh', {})).statusCode).toBe(401);
    });

    it('invalidate ends the session and clears the cookies', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const token = client.cookies.get('lp_session')!;
      const response = await client.post('/_api/authr/token/invalidate', {});
      expect(response.json()).toEqual({ success: true });
      expect(client.cookies.has('lp_session')).toBe(false);
      expect(client.cookies.has('exp')).toBe(false);
      // The old token no longer works even if replayed.
      const replay = lms.client();
      replay.cookies.set('lp_session', token);
      expect((await replay.post('/_api/authr/token/refresh', {})).statusCode).toBe(401);
    });

    it('invalidate without a session still succeeds', async () => {
      expect((await lms.client().post('/_api/authr/token/invalidate', {})).json()).toEqual({ success: true });
    });
  });
});
