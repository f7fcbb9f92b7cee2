import { createHash } from 'node:crypto';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../src/domain/sign-in';
import * as passwords from '../../../src/lib/passwords';
import { deliveriesSettled } from '../../../src/routes/reach/account-verification';
import { sql } from 'kysely';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const ISSUE = '/_api/authr/token/issue/reach';
const sha = (token: string) => createHash('sha256').update(token).digest('hex');

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

    it('takes an e-mail address only with username look-up (Account.Login.UL.Enabled), and only one that names a single account', async () => {
      const setLookUp = async (value: string | null) => {
        await lms.db.deleteFrom('named_items').where('scope', '=', 'demo').where('name', '=', 'Account.Login.UL.Enabled').execute();
        if (value !== null) await lms.db.insertInto('named_items').values({ scope: 'demo', name: 'Account.Login.UL.Enabled', value }).execute();
      };
      try {
        await setLookUp('false');
        expect((await lms.client().issueToken('learner@demo.example')).json()).toEqual({ result: 'Failed' });
        await setLookUp('true');
        const client = lms.client();
        expect((await client.issueToken('Learner@Demo.example')).json().result).toBe('Success');
        // Step 2 of the sign-in names the user as they signed in: their address stands for them, another's does not.
        expect((await client.post('/_api/reach/demo/api/v4/user/signin', { username: 'learner@demo.example', platform: 'web' })).json()).toMatchObject({ username: 'learner' });
        expect((await client.post('/_api/reach/demo/api/v4/user/signin', { username: 'approver@demo.example', platform: 'web' })).statusCode).toBe(403);
        // pat.lee and pat.lee2 share their address: it names no one.
        expect((await lms.client().issueToken('pat.lee@demo.example')).json()).toEqual({ result: 'Failed' });
      } finally {
        await setLookUp('true');
      }
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

  describe('lockout', () => {
    beforeEach(async () => {
      await sql`delete from sign_in_attempts`.execute(lms.db);
    });

    /** Failures recorded straight in the table: the scrypt work of many real attempts adds nothing to what is tested. */
    async function recordFailures(count: number, values: { username: string | ((i: number) => string); address: string | ((i: number) => string); minutesAgo?: number }) {
      const createdAt = new Date(Date.now() - (values.minutesAgo ?? 0) * 60_000);
      const pick = (value: string | ((i: number) => string), i: number) => (typeof value === 'string' ? value : value(i));
      await lms.db
        .insertInto('sign_in_attempts')
        .values(Array.from({ length: count }, (_, i) => ({ scope: 'demo', username: pick(values.username, i), address: pick(values.address, i), created_at: createdAt })))
        .execute();
    }

    it("honours the tenant's MaxInvalidPasswordAttempts (demo: 6) per username and address, even with the right password", async () => {
      const attacker = lms.client();
      for (let i = 0; i < 6; i++) expect((await attacker.issueToken('teamleader', `wrong-${i}`)).json().result).toBe('Failed');
      const response = await attacker.issueToken('teamleader');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ result: 'Failed', Message: TOO_MANY_ATTEMPTS_MESSAGE });
      expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many sign-in attempts. Please wait and try again.');
      // The owner, from another address, is not locked out.
      expect((await lms.client().issueToken('teamleader')).json().result).toBe('Success');
    });

    it('follows a change of the setting (3)', async () => {
      await lms.db.updateTable('named_items').set({ value: '3' }).where('scope', '=', 'demo').where('name', '=', 'Account.Login.MaxInvalidPasswordAttempts').execute();
      try {
        const client = lms.client();
        await recordFailures(3, { username: 'reviewer', address: client.address });
        expect((await client.issueToken('reviewer')).statusCode).toBe(429);
      } finally {
        await lms.db.updateTable('named_items').set({ value: '6' }).where('scope', '=', 'demo').where('name', '=', 'Account.Login.MaxInvalidPasswordAttempts').execute();
      }
    });

    it('counts only failures in the last 15 minutes', async () => {
      const client = lms.client();
      await recordFailures(6, { username: 'reviewer', address: client.address, minutesAgo: 16 });
      expect((await client.issueToken('reviewer')).json().result).toBe('Success');
      await recordFailures(6, { username: 'reviewer', address: client.address, minutesAgo: 14 });
      expect((await client.issueToken('reviewer')).statusCode).toBe(429);
    });

    it('one address failing for many usernames does not lock out an unrelated user at another address', async () => {
      const attacker = lms.client();
      await recordFailures(99, { username: (i) => `user-${i}`, address: attacker.address });
      expect((await attacker.issueToken('someone-else', 'wrong')).json()).toEqual({ result: 'Failed' });
      expect((await attacker.issueToken('learner')).statusCode).toBe(429);
      expect((await lms.client().issueToken('learner')).json().result).toBe('Success');
    });

    it('locks a username tried from many addresses only at ten times the setting', async () => {
      await recordFailures(59, { username: 'approver', address: (i) => `198.51.100.${i}` });
      expect((await lms.client().issueToken('approver')).json().result).toBe('Success');
      await sql`delete from sign_in_attempts`.execute(lms.db);
      await recordFailures(60, { username: 'approver', address: (i) => `198.51.100.${i}` });
      expect((await lms.client().issueToken('approver')).statusCode).toBe(429);
    });

    it('a completed password reset ends the lock, the current-password throttle included', async () => {
      await recordFailures(60, { username: 'instructor', address: (i) => `198.51.100.${i}` });
      const instructor = await lms.db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', 'instructor').executeTakeFirstOrThrow();
      await lms.db
        .insertInto('password_check_failures')
        .values(Array.from({ length: 10 }, () => ({ user_id: instructor.id })))
        .execute();
      const owner = lms.client();
      expect((await owner.issueToken('instructor')).statusCode).toBe(429);
      await owner.put('/_api/reach/demo/api/v3/accountverification', { Type: 'PasswordReset', Username: 'instructor' });
      await deliveriesSettled();
      const [mail] = (await owner.get('/_api/_dev/outbox?to=instructor')).json();
      const reset = await owner.post(`/_api/reach/demo/api/v3/accountverification/${mail.code}/complete`, { Type: 'PasswordReset', Password: 'Fresh-start-2026' });
      expect(reset.json()).toEqual({ success: true });
      expect((await owner.issueToken('instructor', 'Fresh-start-2026')).json().result).toBe('Success');
      expect(await lms.db.selectFrom('password_check_failures').select('user_id').where('user_id', '=', instructor.id).execute()).toEqual([]);
    });

    it('clears the username count after a correct password', async () => {
      const client = lms.client();
      await recordFailures(5, { username: 'approver', address: client.address });
      expect((await client.issueToken('approver')).json().result).toBe('Success');
      const left = await lms.db.selectFrom('sign_in_attempts').select('id').where('username', '=', 'approver').execute();
      expect(left).toEqual([]);
    });

    it('refuses a password over 256 characters with 400 before any hashing', async () => {
      // 512 KB: the standalone LMS's body limit is Fastify's 1 MB (the gateway allows 6 MB; the contract refuses either way).
      const before = passwords.scryptRunCount();
      const response = await lms.client().post(ISSUE, { user: 'learner', pass: 'x'.repeat(512 * 1024), scope: 'demo' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^pass: /) });
      expect(passwords.scryptRunCount()).toBe(before);
      expect((await lms.client().issueToken('learner', 'x'.repeat(257))).statusCode).toBe(400);
      expect(passwords.scryptRunCount()).toBe(before);
    });
  });

  describe('sessions', () => {
    const REFRESH = '/_api/authr/token/refresh';
    const now = () => Math.floor(Date.now() / 1000);

    it('grants at most the server idle timeout (20 minutes) when the client asks for 24 hours', async () => {
      const client = lms.client();
      const issued = await client.post(ISSUE, { user: 'learner', pass: 'Portal!2026', scope: 'demo', expiresIn: 24 * 3600 });
      expect(issued.json().exp).toBeLessThanOrEqual(now() + 1200);
      const refreshed = await client.post(REFRESH, { expiresIn: 24 * 3600 });
      expect(refreshed.json().exp).toBeLessThanOrEqual(now() + 1200);
      const stored = await lms.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('token_hash', '=', sha(client.cookies.get('lp_session')!))
        .executeTakeFirstOrThrow();
      expect(stored.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 1200_000);
    });

    it('grants less when asked for less', async () => {
      const client = lms.client();
      const issued = await client.post(ISSUE, { user: 'learner', pass: 'Portal!2026', scope: 'demo', expiresIn: 300 });
      expect(issued.json().exp).toBeLessThanOrEqual(now() + 300);
      expect((await client.post(REFRESH, { expiresIn: 3600 })).json().exp).toBeLessThanOrEqual(now() + 300);
    });

    it('refresh rotates the token: a new one in the cookie, the old one cannot be refreshed and dies after its grace seconds', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const old = client.cookies.get('lp_session')!;
      const response = await client.post(REFRESH, {});
      expect(response.statusCode).toBe(200);
      expect(client.cookies.get('exp')).toBe(String(response.json().exp));
      const fresh = client.cookies.get('lp_session')!;
      expect(fresh).not.toBe(old);
      expect((await client.get('/_api/authr/session')).statusCode).toBe(200);

      const thief = lms.client();
      thief.cookies.set('lp_session', old);
      const stale = await thief.post(REFRESH, {});
      // Within the grace seconds: no new token for the old one.
      expect(stale.cookies.find((c) => c.name === 'lp_session')).toBeUndefined();
      expect(thief.cookies.get('lp_session')).toBe(old);
      const graceEnds = await lms.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', sha(old)).executeTakeFirstOrThrow();
      expect(graceEnds.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
      await lms.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', sha(old))
        .execute();
      expect((await thief.get('/_api/authr/session')).statusCode).toBe(401);
      expect((await client.get('/_api/authr/session')).statusCode).toBe(200);
    });

    it('the rotated token keeps the sign-in time and last re-authentication, so a refresh is no fresh proof', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const signedInAt = new Date(Date.now() - 3600_000);
      const reauthenticatedAt = new Date(Date.now() - 1800_000);
      await lms.db
        .updateTable('sessions')
        .set({ created_at: signedInAt, reauthenticated_at: reauthenticatedAt })
        .where('token_hash', '=', sha(client.cookies.get('lp_session')!))
        .execute();
      await client.post(REFRESH, {});
      const row = await lms.db
        .selectFrom('sessions')
        .select(['created_at', 'reauthenticated_at'])
        .where('token_hash', '=', sha(client.cookies.get('lp_session')!))
        .executeTakeFirstOrThrow();
      expect(row.created_at.getTime()).toBe(signedInAt.getTime());
      expect(row.reauthenticated_at?.getTime()).toBe(reauthenticatedAt.getTime());
    });

    it('never extends past the absolute end, and the session ends there', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const end = new Date((now() + 100) * 1000);
      await lms.db
        .updateTable('sessions')
        .set({ absolute_expires_at: end })
        .where('token_hash', '=', sha(client.cookies.get('lp_session')!))
        .execute();
      const refreshed = await client.post(REFRESH, {});
      expect(refreshed.json().exp).toBe(end.getTime() / 1000);
      await lms.db
        .updateTable('sessions')
        .set({ absolute_expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', client.cookies.get('uid')!)
        .execute();
      expect((await client.post(REFRESH, {})).statusCode).toBe(401);
    });

    it('sets an absolute end 12 hours after sign-in', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const row = await lms.db
        .selectFrom('sessions')
        .select('absolute_expires_at')
        .where('token_hash', '=', sha(client.cookies.get('lp_session')!))
        .executeTakeFirstOrThrow();
      expect(Math.abs(row.absolute_expires_at.getTime() - (Date.now() + 12 * 3600_000))).toBeLessThan(60_000);
    });

    it('signing in again ends the session the browser held', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const planted = client.cookies.get('lp_session')!;
      await client.signIn('approver');
      const replay = lms.client();
      replay.cookies.set('lp_session', planted);
      expect((await replay.get('/_api/authr/session')).statusCode).toBe(401);
      expect((await client.get('/_api/authr/session')).json().userId).toBe(client.cookies.get('uid'));
    });

    it('names the session cookie __Host-lp_session over TLS, reads only that name there, and clears both', async () => {
      const tls = { headers: { 'x-forwarded-proto': 'https' } };
      const client = lms.client();
      const issued = await client.post(ISSUE, { user: 'learner', pass: 'Portal!2026', scope: 'demo' }, tls);
      const cookie = issued.cookies.find((c) => c.name === '__Host-lp_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(issued.cookies.find((c) => c.name === 'lp_session')).toBeUndefined();
      expect((await client.get('/_api/authr/session', tls)).statusCode).toBe(200);
      // The gateway's in-process session check (plain HTTP) accepts the prefixed cookie too.
      expect((await client.get('/_api/authr/session')).statusCode).toBe(200);

      const planted = lms.client();
      planted.cookies.set('lp_session', cookie.value);
      expect((await planted.get('/_api/authr/session', tls)).statusCode).toBe(401);

      const out = await client.post('/_api/authr/token/invalidate', {}, tls);
      const cleared = out.cookies.filter((c) => c.value === '').map((c) => c.name);
      expect(cleared).toEqual(expect.arrayContaining(['lp_session', '__Host-lp_session', 'exp', 'uid']));
    });
  });

  describe('restricted session of Requires2FASetup', () => {
    const profile = (id: string) => `/_api/reach/demo/api/v4/users/${id}/profile`;

    it('can only set two-factor up, read its session, refresh and sign out', async () => {
      const client = lms.client();
      const id = await client.signIn('mfa-setup');
      const read = await client.get(profile(id));
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ success: false, ErrorCode: 'TwoFactorSetupRequired' });
      const change = await client.post(profile(id), { profile: { jobTitle: 'Attacker' } });
      expect(change.statusCode).toBe(403);
      expect((await client.post('/_api/dashel/isTeamLeader', { scope: 'demo', userId: id })).statusCode).toBe(403);

      expect((await client.get('/_api/authr/session')).statusCode).toBe(200);
      expect((await client.post('/_api/reach/demo/api/v4/user/signin', { username: 'mfa-setup', platform: 'web' })).statusCode).toBe(200);
      expect((await client.post('/_api/authr/mfa/getConfiguration', {})).statusCode).toBe(200);
      expect((await client.post('/_api/authr/token/refresh', {})).statusCode).toBe(200);
      expect((await client.get(profile(id))).statusCode).toBe(403);
      expect((await client.post('/_api/authr/token/invalidate', {})).json()).toEqual({ success: true });
    });

    it('becomes a full session once a second factor is set up', async () => {
      const client = lms.client();
      const id = await client.signIn('mfa-setup');
      expect((await client.get(profile(id))).statusCode).toBe(403);
      await lms.db.updateTable('users').set({ mfa_mode: 'ga', mfa_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where('id', '=', id).execute();
      try {
        expect((await client.get(profile(id))).statusCode).toBe(200);
      } finally {
        await lms.db.updateTable('users').set({ mfa_mode: 'none', mfa_secret: null }).where('id', '=', id).execute();
      }
    });
  });

  describe('refresh and invalidate', () => {
    it('refresh without a session is 401', async () => {
      const response = await lms.client().post('/_api/authr/token/refresh', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'NotAuthenticated' });
    });

    it('an expired session is no session', async () => {
      const client = lms.client();
      await client.signIn('learner');
      await lms.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', client.cookies.get('uid')!)
        .execute();
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
