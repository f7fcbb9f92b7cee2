import { createHash, createHmac } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from '../../../src/seed/demo';
import { databases } from '../../helpers/db';
import { recoveryCodeMatches } from '../../../src/repositories/mfa';
import { type TestClient, useLms } from '../../helpers/lms';

const MFA = '/_api/authr/mfa';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Two-factor rules not covered by mfa-setup and mfa-verification tests. */
describe.each(databases())('two-factor rules on $name', (database) => {
  const lms = useLms(database);

  /** Signs sso-user in through hash single sign-on; answers the result. */
  async function ssoSignIn(client: TestClient): Promise<string> {
    const { hash_secret } = await lms.db.selectFrom('sso_settings').select('hash_secret').where('scope', '=', 'demo').executeTakeFirstOrThrow();
    // A payload signs in once (sso_nonces): the extra field keeps two sign-ins within one second apart.
    const sso = Buffer.from(`username=sso-user&timestamp=${Math.floor(Date.now() / 1000)}&n=${Math.random()}`).toString('base64');
    const sig = createHmac('sha256', hash_secret!).update(sso).digest('hex');
    return (await client.post('/_api/authr/token/issue/hash', { sso, sig, scope: 'demo' })).json().result;
  }

  async function latestCode(client: TestClient, username: string): Promise<string> {
    const [entry] = (await client.get(`/_api/_dev/outbox?to=${username}`)).json();
    return entry.code;
  }

  it('sets up e-mail two-factor with a six-digit code e-mailed to the user; sign-in then asks for an e-mailed code', async () => {
    const client = lms.client();
    await client.signIn('instructor');
    expect((await client.post(`${MFA}/issueCode`, { mode: 'email' })).json()).toEqual({ success: true });
    const [mail] = (await client.get('/_api/_dev/outbox?to=instructor')).json();
    expect(mail).toMatchObject({ channel: 'email', address: 'instructor@demo.example' });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect((await client.post(`${MFA}/saveConfiguration`, { code: mail.code, mode: 'email', pass: DEMO_PASSWORD })).json().recovery_codes).toHaveLength(10);

    const next = lms.client();
    expect((await next.issueToken('instructor')).json().result).toBe('Requires2FAVerification');
    expect((await next.post(`${MFA}/verification/start`, {})).json()).toEqual({ success: true, mode: 'email', to: 'i***r@demo.example' });
    expect((await next.post(`${MFA}/verification/complete`, { code: await latestCode(next, 'instructor') })).json().success).toBe(true);
  });

  it('offers e-mail only to a user with an e-mail: issueCode email is refused without one', async () => {
    await lms.db.updateTable('users').set({ email: null }).where('username', '=', 'newbie').execute();
    const client = lms.client();
    await client.signIn('newbie');
    const response = await client.post(`${MFA}/issueCode`, { mode: 'email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'mode: not available' });
  });

  it('offers only the methods of Account.2FA.Methods (flags sms 1, authenticator 2, email 4)', async () => {
    await lms.db.updateTable('named_items').set({ value: '2' }).where('scope', '=', 'demo').where('name', '=', 'Account.2FA.Methods').execute();
    try {
      const client = lms.client();
      await client.signIn('reviewer');
      expect((await client.post(`${MFA}/getConfiguration`, {})).json().methods).toBe(2);
      expect((await client.post(`${MFA}/issueCode`, { mode: 'sms', country_code: 'GB', contact_number: '07700900123' })).json().Message).toBe('mode: not available');
      expect((await client.post(`${MFA}/issueCode`, { mode: 'email' })).json().Message).toBe('mode: not available');
      expect((await client.post(`${MFA}/issueQRCode`, {})).statusCode).toBe(200);
    } finally {
      await lms.db.updateTable('named_items').set({ value: '7' }).where('scope', '=', 'demo').where('name', '=', 'Account.2FA.Methods').execute();
    }
  });

  it('a code must be exactly six digits and must belong to the mode being saved', async () => {
    const client = lms.client();
    await client.signIn('teamleader');
    await client.post(`${MFA}/issueCode`, { mode: 'email' });
    const code = await latestCode(client, 'teamleader');
    for (const wrongLength of ['12345', '1234567', 'abcdef']) {
      expect((await client.post(`${MFA}/saveConfiguration`, { code: wrongLength, mode: 'email', pass: DEMO_PASSWORD })).json().ErrorCode).toBe('ValidationFailed');
    }
    expect((await client.post(`${MFA}/saveConfiguration`, { code, mode: 'sms', pass: DEMO_PASSWORD })).json()).toEqual({ success: false, ErrorCode: 'InvalidCode' });
    expect((await client.post(`${MFA}/saveConfiguration`, { code, mode: 'email', pass: DEMO_PASSWORD })).json().success).toBe(true);
  });

  it('stores recovery codes only as hashes; regenerating replaces them, so the old ones stop working', async () => {
    const client = lms.client();
    await client.signIn('mfa-setup');
    await client.post(`${MFA}/issueQRCode`, {});
    const { secret } = await lms.db
      .selectFrom('mfa_setup')
      .innerJoin('users', 'users.id', 'mfa_setup.user_id')
      .select('mfa_setup.secret')
      .where('users.username', '=', 'mfa-setup')
      .executeTakeFirstOrThrow();
    const code = new TOTP({ secret: Secret.fromBase32(secret!), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    const first: string[] = (await client.post(`${MFA}/saveConfiguration`, { code, mode: 'ga', pass: DEMO_PASSWORD })).json().recovery_codes;

    const stored = await lms.db
      .selectFrom('recovery_codes')
      .innerJoin('users', 'users.id', 'recovery_codes.user_id')
      .select('code_hash')
      .where('users.username', '=', 'mfa-setup')
      .execute();
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.code_hash);
    // Salted per code: no plain code and no unsalted SHA-256 is stored, yet each code matches one row.
    for (const plain of first) {
      expect(hashes).not.toContain(plain);
      expect(hashes).not.toContain(sha256(plain.replace('-', '')));
      expect(hashes.filter((hash) => recoveryCodeMatches(plain, hash))).toHaveLength(1);
    }
    expect(new Set(hashes.map((hash) => hash.split('$')[1])).size).toBe(10);

    const second: string[] = (await client.post(`${MFA}/issueRecoveryCodes`, { pass: DEMO_PASSWORD, current_code: first[1] })).json().recovery_codes;
    expect(second.filter((c) => first.includes(c))).toEqual([]);
    const signIn = lms.client();
    expect((await signIn.issueToken('mfa-setup')).json().result).toBe('Requires2FAVerification');
    expect((await signIn.post(`${MFA}/verification/complete`, { code: first[0] })).json()).toEqual({ success: false, ErrorCode: 'InvalidCode' });
    expect((await signIn.post(`${MFA}/verification/complete`, { code: second[0] })).json().success).toBe(true);
  });

  it('regenerating recovery codes without two-factor set up is 400 MfaNotConfigured', async () => {
    const client = lms.client();
    await client.signIn('learner');
    const response = await client.post(`${MFA}/issueRecoveryCodes`, { pass: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'MfaNotConfigured' });
  });

  it('reset and regenerate need the password field (400 ValidationFailed without it)', async () => {
    const client = lms.client();
    await client.signIn('learner');
    expect((await client.post(`${MFA}/resetConfiguration`, {})).json()).toEqual({
      success: false,
      ErrorCode: 'ValidationFailed',
      Message: 'pass: Invalid key: Expected "pass" but received undefined',
    });
    expect((await client.post(`${MFA}/issueRecoveryCodes`, { pass: '' })).json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'pass: required' });
  });

  it('two-factor set-up is for forms users only: 403 TwoFactorDisabled for an sso user', async () => {
    const client = lms.client();
    expect(await ssoSignIn(client)).toBe('Success');
    for (const [path, body] of [
      ['issueQRCode', {}],
      ['issueCode', { mode: 'email' }],
      ['saveConfiguration', { code: '123456', mode: 'email', pass: DEMO_PASSWORD }],
    ] as const) {
      const response = await client.post(`${MFA}/${path}`, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'TwoFactorDisabled' });
    }
  });

  it('set-up is refused where Account.2FA.LearnerPortal.Mode is 0 (none)', async () => {
    await lms.db.updateTable('named_items').set({ value: '0' }).where('scope', '=', 'demo').where('name', '=', 'Account.2FA.LearnerPortal.Mode').execute();
    try {
      const client = lms.client();
      await client.signIn('approver');
      expect((await client.post(`${MFA}/issueCode`, { mode: 'email' })).json()).toEqual({ success: false, ErrorCode: 'TwoFactorDisabled' });
    } finally {
      await lms.db.updateTable('named_items').set({ value: '1' }).where('scope', '=', 'demo').where('name', '=', 'Account.2FA.LearnerPortal.Mode').execute();
    }
  });

  it('forced mode 2 applies to forms users only: an sso user forced by the item still signs in without set-up', async () => {
    await lms.db.updateTable('named_items').set({ value: '2' }).where('scope', '=', 'demo').where('name', '=', 'Account.2FA.LearnerPortal.Mode').execute();
    try {
      expect((await lms.client().issueToken('approver')).json().result).toBe('Requires2FASetup');
      expect(await ssoSignIn(lms.client())).toBe('Success');
    } finally {
      await lms.db.updateTable('named_items').set({ value: '1' }).where('scope', '=', 'demo').where('name', '=', 'Account.2FA.LearnerPortal.Mode').execute();
    }
  });
});
