import { ITEMS, profilePath } from '@portal/contracts';
import { emailChangeConfirmPath, emailChangePath } from '@portal/contracts/account';
import { Secret, TOTP } from 'otpauth';
import { eventually } from '@portal/testing/eventually';
import { DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_RECOVERY_CODES } from '../../../src/seed/demo';
import { databases } from '../../helpers/db';
import { type TestClient, type TestLms, useLms } from '../../helpers/lms';

const MFA = '/_api/authr/mfa';
const api = (path: string) => `/_api${path}`;

function totp(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function userRow(lms: TestLms, username: string) {
  return lms.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

async function lastOutbox(lms: TestLms, username: string, address: string) {
  return lms.db.selectFrom('outbox').selectAll().where('to_username', '=', username).where('to_address', '=', address).orderBy('id', 'desc').executeTakeFirst();
}

/** Sets the tenant's Account.Login.MaxInvalidPasswordAttempts ('6' in the demo seed) for the run. */
async function withMaxInvalidPasswordAttempts<T>(lms: TestLms, value: string, run: () => Promise<T>): Promise<T> {
  const item = lms.db.updateTable('named_items').where('scope', '=', 'demo').where('name', '=', ITEMS.maxInvalidPasswordAttempts);
  const { value: before } = await lms.db
    .selectFrom('named_items')
    .select('value')
    .where('scope', '=', 'demo')
    .where('name', '=', ITEMS.maxInvalidPasswordAttempts)
    .executeTakeFirstOrThrow();
  await item.set({ value }).execute();
  try {
    return await run();
  } finally {
    await item.set({ value: before }).execute();
  }
}

async function stillSignedIn(client: TestClient): Promise<boolean> {
  return (await client.post('/_api/authr/token/refresh', {})).statusCode === 200;
}

describe.each(databases())('account security on $name', (database) => {
  /** mfa-user signed in with an authenticator code; answers the client, the id and the code used. */
  async function signInWithTotp(): Promise<{ client: TestClient; userId: string; code: string }> {
    const client = lms.client();
    // Tests of this file sign in within one 30-second step: each starts as if no step had been used.
    await lms.db.updateTable('users').set({ mfa_totp_step: null }).where('username', '=', 'mfa-user').execute();
    expect((await client.issueToken('mfa-user')).json().result).toBe('Requires2FAVerification');
    const code = totp(DEMO_MFA_SECRET);
    expect((await client.post(`${MFA}/verification/complete`, { code })).json().success).toBe(true);
    return { client, userId: client.cookies.get('uid')!, code };
  }

  const lms = useLms(database);

  describe('the e-mail address changes only through a confirmed change that carries the password', () => {
    it('the approver attack (POST profile with EmailAddress or mail) leaves the address unchanged', async () => {
      const client = lms.client();
      const userId = await client.signIn('approver');
      const before = await userRow(lms, 'approver');

      const attack = await client.post(api(profilePath('demo', userId)), { profile: {}, EmailAddress: 'attacker@evil.example' });
      expect(attack.statusCode).toBe(400);
      expect(attack.json().ErrorCode).toBe('EmailChangeNeedsConfirmation');
      const viaField = await client.post(api(profilePath('demo', userId)), { profile: { mail: 'attacker@evil.example' } });
      expect(viaField.json().ErrorCode).toBe('EmailChangeNeedsConfirmation');

      const after = await userRow(lms, 'approver');
      expect(after.email).toBe(before.email);
      expect(after.profile.mail).toBe(before.profile.mail);
      // The reset code still goes to the owner's address, not the attacker's.
      await lms.client().put('/_api/reach/demo/api/v3/accountverification', { Type: 'PasswordReset', Username: 'approver' });
      expect(await lastOutbox(lms, 'approver', 'attacker@evil.example')).toBeUndefined();
      expect(await eventually(() => lastOutbox(lms, 'approver', before.email!))).toBeDefined();
      expect(await lastOutbox(lms, 'approver', 'attacker@evil.example')).toBeUndefined();
    });

    it('the profile form may send the current address back unchanged', async () => {
      const client = lms.client();
      const userId = await client.signIn('teamleader');
      const response = await client.post(api(profilePath('demo', userId)), { profile: { mail: 'TeamLeader@demo.example', jobTitle: 'Ward Manager' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({ mail: 'teamleader@demo.example', jobTitle: 'Ward Manager' });
    });

    it('a session alone, even one a minute old, cannot start a change: the call carries the current password (the attack as written)', async () => {
      const client = lms.client();
      const userId = await client.signIn('approver');
      const bare = await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'attacker@evil.example' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ success: false, ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^password: /) });
      const wrong = await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'attacker@evil.example', password: 'not-it' });
      expect(wrong.json().ErrorCode).toBe('PasswordIncorrect');
      expect(await lastOutbox(lms, 'approver', 'attacker@evil.example')).toBeUndefined();
      await lms.db.deleteFrom('password_check_failures').execute();
    });

    it('a two-factor user also gives the second factor: the password alone is answered SecondFactorRequired', async () => {
      const { client, userId } = await signInWithTotp();
      const passwordOnly = await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'jordan@new.example', password: DEMO_PASSWORD });
      expect(passwordOnly.statusCode).toBe(400);
      expect(passwordOnly.json()).toEqual({ success: false, ErrorCode: 'SecondFactorRequired', mode: 'ga' });
      expect(await lastOutbox(lms, 'mfa-user', 'jordan@new.example')).toBeUndefined();
      const withRecovery = await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'jordan@new.example', password: DEMO_PASSWORD, code: DEMO_RECOVERY_CODES[8] });
      expect(withRecovery.json()).toEqual({ success: true, pending: 'jordan@new.example' });
    });

    it('the password in the call, a code to the new address, a notice to the old one; the code makes it take effect and ends the other sessions', async () => {
      const other = lms.client();
      await other.signIn('instructor');
      const client = lms.client();
      const userId = await client.signIn('instructor');

      const started = await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'tom.evans@new.example', password: DEMO_PASSWORD });
      expect(started.json()).toEqual({ success: true, pending: 'tom.evans@new.example' });
      const codeMail = await lastOutbox(lms, 'instructor', 'tom.evans@new.example');
      expect(codeMail?.code).toMatch(/^\d{6}$/);
      const notice = await lastOutbox(lms, 'instructor', 'instructor@demo.example');
      expect(notice?.body).toContain('tom.evans@new.example');
      expect(notice?.code).toBeNull();
      expect((await userRow(lms, 'instructor')).email).toBe('instructor@demo.example');

      const wrong = await client.post(api(emailChangeConfirmPath('demo', userId)), { code: codeMail!.code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().ErrorCode).toBe('InvalidCode');
      const confirmed = await client.post(api(emailChangeConfirmPath('demo', userId)), { code: codeMail!.code });
      expect(confirmed.json()).toEqual({ success: true, email: 'tom.evans@new.example' });
      const after = await userRow(lms, 'instructor');
      expect(after.email).toBe('tom.evans@new.example');
      expect(after.profile.mail).toBe('tom.evans@new.example');
      expect(await stillSignedIn(client)).toBe(true);
      expect(await stillSignedIn(other)).toBe(false);
      // A code works once.
      expect((await client.post(api(emailChangeConfirmPath('demo', userId)), { code: codeMail!.code })).json().ErrorCode).toBe('InvalidCode');
    });

    it("another user's address is refused without saying whose, whatever its case", async () => {
      const client = lms.client();
      const userId = await client.signIn('reviewer');
      const response = await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'Learner@Demo.Example', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'EmailAddressUnavailable' });
      expect(await lastOutbox(lms, 'reviewer', 'Learner@Demo.Example')).toBeUndefined();
    });

    it('an address taken while the change was pending is refused at confirmation', async () => {
      const client = lms.client();
      const userId = await client.signIn('pat.lee');
      await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'contested@demo.example', password: DEMO_PASSWORD });
      const code = (await lastOutbox(lms, 'pat.lee', 'contested@demo.example'))!.code!;
      await lms.db.updateTable('users').set({ email: 'contested@demo.example' }).where('username', '=', 'newpass').execute();
      const response = await client.post(api(emailChangeConfirmPath('demo', userId)), { code });
      expect(response.json().ErrorCode).toBe('EmailAddressUnavailable');
      expect((await userRow(lms, 'pat.lee')).email).not.toBe('contested@demo.example');
    });
  });

  describe('two-factor changes carry the password and the second factor in place, and end other sessions', () => {
    it('a fresh session alone neither replaces the authenticator nor resets it nor regenerates recovery codes (the attack as written)', async () => {
      const { client } = await signInWithTotp();
      const before = await userRow(lms, 'mfa-user');
      // Starting a set-up changes nothing and needs only the session.
      const { secret } = (await client.post(`${MFA}/issueQRCode`, { format: 'json' })).json();
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      const bare = await client.post(`${MFA}/saveConfiguration`, { code: totp(secret), mode: 'authenticator' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().ErrorCode).toBe('ValidationFailed');
      for (const [call, body] of [
        ['saveConfiguration', { code: totp(secret), mode: 'authenticator', pass: DEMO_PASSWORD }],
        ['resetConfiguration', { pass: DEMO_PASSWORD }],
        ['issueRecoveryCodes', { pass: DEMO_PASSWORD }],
      ] as const) {
        const response = await client.post(`${MFA}/${call}`, body);
        expect([call, response.statusCode, response.json()]).toEqual([call, 400, { success: false, ErrorCode: 'SecondFactorRequired', mode: 'ga' }]);
      }
      const after = await userRow(lms, 'mfa-user');
      expect([after.mfa_mode, after.mfa_secret]).toEqual([before.mfa_mode, before.mfa_secret]);
      expect(await lms.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', before.id).where('used_at', 'is', null).execute()).toHaveLength(
        DEMO_RECOVERY_CODES.length - 1,
      );
    });

    it('the authenticator code just used to sign in proves no change, nor does any used one (a time step works once everywhere)', async () => {
      const { client, userId, code } = await signInWithTotp();
      const attempts = [
        () => client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'jordan.lee@new.example', password: DEMO_PASSWORD, code }),
        () => client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'jordan.lee@new.example', password: DEMO_PASSWORD, code }),
        () => client.post(`${MFA}/issueRecoveryCodes`, { pass: DEMO_PASSWORD, current_code: code }),
        () => client.post(`${MFA}/resetConfiguration`, { pass: DEMO_PASSWORD, current_code: code }),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect(response.statusCode).toBe(400);
        expect(response.json().ErrorCode).toBe('InvalidCode');
      }
      expect((await userRow(lms, 'mfa-user')).mfa_mode).toBe('ga');
      await lms.db.deleteFrom('password_check_failures').execute();
    });

    it('with the password (and the second factor in place) the set-up is saved, and the other sessions end; the attacker session cannot', async () => {
      const owner = lms.client();
      await owner.signIn('newbie');
      const attacker = lms.client();
      await attacker.signIn('newbie');
      const first = (await attacker.post(`${MFA}/issueQRCode`, { format: 'json' })).json().secret;
      expect((await attacker.post(`${MFA}/saveConfiguration`, { code: totp(first), mode: 'authenticator', pass: 'guess' })).json().ErrorCode).toBe('PasswordIncorrect');

      const { secret } = (await owner.post(`${MFA}/issueQRCode`, { format: 'json' })).json();
      const saved = await owner.post(`${MFA}/saveConfiguration`, { code: totp(secret), mode: 'authenticator', pass: DEMO_PASSWORD });
      expect(saved.statusCode).toBe(200);
      const codes: string[] = saved.json().recovery_codes;
      expect(await stillSignedIn(owner)).toBe(true);
      expect(await stillSignedIn(attacker)).toBe(false);

      // A sign-in with the app claims its time step…
      const withApp = lms.client();
      await withApp.issueToken('newbie');
      expect((await withApp.post(`${MFA}/verification/complete`, { code: totp(secret) })).json().success).toBe(true);

      // Replacing it needs the one in place: here a recovery code.
      const { secret: next } = (await owner.post(`${MFA}/issueQRCode`, { format: 'json' })).json();
      const replaced = await owner.post(`${MFA}/saveConfiguration`, { code: totp(next), mode: 'authenticator', pass: DEMO_PASSWORD, current_code: codes[0] });
      expect(replaced.statusCode).toBe(200);
      expect((await userRow(lms, 'newbie')).mfa_secret).toBe(next);

      // …which says nothing about the new app: its code signs in even within the same 30 seconds.
      // Regenerating the codes and resetting two-factor also end the other sessions.
      const second = lms.client();
      await second.issueToken('newbie');
      expect((await second.post(`${MFA}/verification/complete`, { code: totp(next) })).json().success).toBe(true);
      const fresh: string[] = (await owner.post(`${MFA}/issueRecoveryCodes`, { pass: DEMO_PASSWORD, current_code: replaced.json().recovery_codes[0] })).json().recovery_codes;
      expect(fresh).toHaveLength(10);
      expect(await stillSignedIn(second)).toBe(false);
      expect((await owner.post(`${MFA}/resetConfiguration`, { pass: DEMO_PASSWORD, current_code: fresh[0] })).json()).toEqual({ success: true });
      expect(await stillSignedIn(owner)).toBe(true);
      // Many password checks (scrypt, in the thread pool) in one journey: slow while the whole suite runs.
    }, 60_000);
  });

  describe('current-password checks are throttled like sign-in', () => {
    it("after the tenant's MaxInvalidPasswordAttempts wrong passwords even the right one is refused (429)", async () => {
      const client = lms.client();
      const userId = await client.signIn('teamleader');
      const url = `/_api/reach/demo/api/v4/users/${userId}/security/password`;
      await withMaxInvalidPasswordAttempts(lms, '3', async () => {
        for (let i = 0; i < 3; i += 1) {
          expect((await client.post(url, { oldPassword: `wrong-${i}`, newPassword: 'Changed-2026' })).json().ErrorCode).toBe('PasswordIncorrect');
        }
        const right = await client.post(url, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-2026' });
        expect(right.statusCode).toBe(429);
        expect(right.json().ErrorCode).toBe('TooManyAttempts');
        // The same count covers the other current-password checks.
        expect((await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'tl@new.example', password: DEMO_PASSWORD })).statusCode).toBe(429);
        expect((await client.post(`${MFA}/resetConfiguration`, { pass: DEMO_PASSWORD })).statusCode).toBe(429);
      });
      await lms.db.deleteFrom('password_check_failures').execute();
    });

    it("two-factor reset and regeneration count together against the demo tenant's limit of 6", async () => {
      const client = lms.client();
      const userId = await client.signIn('pat.lee2');
      for (let i = 0; i < 3; i += 1) expect((await client.post(`${MFA}/resetConfiguration`, { pass: `wrong-${i}` })).json().ErrorCode).toBe('PasswordIncorrect');
      for (let i = 0; i < 3; i += 1) expect((await client.post(`${MFA}/issueRecoveryCodes`, { pass: `wrong-${i}` })).json().ErrorCode).toBe('PasswordIncorrect');
      expect((await client.post(`${MFA}/issueRecoveryCodes`, { pass: DEMO_PASSWORD })).statusCode).toBe(429);
      expect((await client.post(api(emailChangePath('demo', userId)), { EmailAddress: 'pat@new.example', password: DEMO_PASSWORD })).json().ErrorCode).toBe('TooManyAttempts');
      await lms.db.deleteFrom('password_check_failures').execute();
    });
  });

  describe('the change-password path', () => {
    it('a two-factor user gives the second factor too: the old password alone changes nothing', async () => {
      const { client, userId } = await signInWithTotp();
      const before = (await userRow(lms, 'mfa-user')).password_hash;
      const url = `/_api/reach/demo/api/v4/users/${userId}/security/password`;
      const passwordOnly = await client.post(url, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-Jordan-2026' });
      expect(passwordOnly.json()).toEqual({ success: false, ErrorCode: 'SecondFactorRequired', mode: 'ga' });
      expect((await userRow(lms, 'mfa-user')).password_hash).toBe(before);
    });

    it('a common (breached) password is refused as the new one', async () => {
      const client = lms.client();
      const userId = await client.signIn('learner');
      const response = await client.post(`/_api/reach/demo/api/v4/users/${userId}/security/password`, { oldPassword: DEMO_PASSWORD, newPassword: 'password123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toMatch(/^newPassword: is too common/);
    });
  });

  describe('cpdEligible is read-only to the user', () => {
    it('is refused even where the tenant forgot to mark it adminOnly', async () => {
      const client = lms.client();
      const userId = await client.signIn('reviewer');
      const before = (await userRow(lms, 'reviewer')).profile.cpdEligible;
      const refused = await client.post(api(profilePath('demo', userId)), { profile: { cpdEligible: before === 'Yes' ? 'No' : 'Yes' } });
      expect(refused.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'cpdEligible: not editable' });

      const rows = await lms.db.selectFrom('profile_fields').selectAll().where('scope', '=', 'demo').execute();
      const row = rows.find((r) => r.def.name === 'cpdEligible')!;
      await lms.db
        .updateTable('profile_fields')
        .set({ def: JSON.stringify({ ...row.def, adminOnly: false }) })
        .where('scope', '=', 'demo')
        .where('position', '=', row.position)
        .execute();
      try {
        const still = await client.post(api(profilePath('demo', userId)), { profile: { cpdEligible: before === 'Yes' ? 'No' : 'Yes' } });
        expect(still.statusCode).toBe(400);
      } finally {
        await lms.db
          .updateTable('profile_fields')
          .set({ def: JSON.stringify(row.def) })
          .where('scope', '=', 'demo')
          .where('position', '=', row.position)
          .execute();
      }
      expect((await userRow(lms, 'reviewer')).profile.cpdEligible).toBe(before);
    });
  });
});
