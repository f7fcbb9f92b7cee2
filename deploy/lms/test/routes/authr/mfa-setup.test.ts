import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from '../../../src/seed/demo';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const MFA = '/_api/authr/mfa';

function totp(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

describe.each(databases())('two-factor settings on $name', (database) => {
  const lms = useLms(database);

  it('getConfiguration answers the mode and the method flags of Account.2FA.Methods', async () => {
    const client = lms.client();
    await client.signIn('learner');
    const response = await client.post(`${MFA}/getConfiguration`, {});
    expect(response.json()).toEqual({ success: true, mode: 'none', methods: 7, email: 'learner@demo.example' });
  });

  it('getConfiguration leaves e-mail out of the methods for a user without an e-mail', async () => {
    await lms.db.updateTable('users').set({ email: null }).where('username', '=', 'reviewer').execute();
    const client = lms.client();
    await client.signIn('reviewer');
    expect((await client.post(`${MFA}/getConfiguration`, {})).json()).toEqual({ success: true, mode: 'none', methods: 3 });
  });

  it('needs a session', async () => {
    expect((await lms.client().post(`${MFA}/getConfiguration`, {})).statusCode).toBe(401);
  });

  it('sets up the authenticator app: QR code, confirm with a code, recovery codes; next sign-in asks for the code', async () => {
    const client = lms.client();
    expect((await client.issueToken('mfa-setup')).json().result).toBe('Requires2FASetup');
    const qr = await client.post(`${MFA}/issueQRCode`, {});
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const { secret } = await lms.db
      .selectFrom('mfa_setup')
      .innerJoin('users', 'users.id', 'mfa_setup.user_id')
      .select('mfa_setup.secret')
      .where('users.username', '=', 'mfa-setup')
      .executeTakeFirstOrThrow();
    expect((await client.post(`${MFA}/saveConfiguration`, { code: totp(secret!) === '000000' ? '111111' : '000000', mode: 'authenticator', pass: DEMO_PASSWORD })).json()).toEqual({
      success: false,
      ErrorCode: 'InvalidCode',
    });
    const saved = await client.post(`${MFA}/saveConfiguration`, { code: totp(secret!), mode: 'authenticator', pass: DEMO_PASSWORD });
    expect(saved.statusCode).toBe(200);
    const { recovery_codes } = saved.json();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect((await client.post(`${MFA}/getConfiguration`, {})).json().mode).toBe('ga');
    expect((await lms.client().issueToken('mfa-setup')).json().result).toBe('Requires2FAVerification');
  });

  it('issueQRCode {format: json} answers the QR code as a data URL and the secret for manual entry', async () => {
    const client = lms.client();
    await client.signIn('instructor');
    const qr = await client.post(`${MFA}/issueQRCode`, { format: 'json' });
    expect(qr.statusCode).toBe(200);
    const { success, qr_code, secret } = qr.json();
    expect(success).toBe(true);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect((await client.post(`${MFA}/saveConfiguration`, { code: totp(secret), mode: 'authenticator', pass: DEMO_PASSWORD })).json().success).toBe(true);
  });

  it('issueQRCode rejects an unknown format', async () => {
    const client = lms.client();
    await client.signIn('approver');
    expect((await client.post(`${MFA}/issueQRCode`, { format: 'svg' })).statusCode).toBe(400);
  });

  it('sets up SMS with a texted code', async () => {
    const client = lms.client();
    await client.signIn('teamleader');
    const issued = await client.post(`${MFA}/issueCode`, { mode: 'sms', country_code: 'GB', contact_number: '07700900456' });
    expect(issued.json()).toEqual({ success: true });
    const [sms] = (await client.get('/_api/_dev/outbox?to=teamleader')).json();
    expect(sms).toMatchObject({ channel: 'sms', address: 'GB 07700900456' });
    const saved = await client.post(`${MFA}/saveConfiguration`, { code: sms.code, mode: 'sms', pass: DEMO_PASSWORD });
    expect(saved.json().success).toBe(true);
    expect((await client.post(`${MFA}/getConfiguration`, {})).json()).toMatchObject({ mode: 'sms', country_code: 'GB', contact_number: '07700900456' });
  });

  it('validates the SMS number: digits only, at least 9', async () => {
    const client = lms.client();
    await client.signIn('learner');
    const short = await client.post(`${MFA}/issueCode`, { mode: 'sms', country_code: 'GB', contact_number: '0770' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'contact_number: at least 9 digits' });
    const letters = await client.post(`${MFA}/issueCode`, { mode: 'sms', country_code: 'GB', contact_number: '0770090012a' });
    expect(letters.json().Message).toBe('contact_number: digits only');
  });

  it('issueRecoveryCodes and resetConfiguration need the current password and the second factor in place', async () => {
    const client = lms.client();
    expect((await client.issueToken('mfa-user')).json().result).toBe('Requires2FAVerification');
    // Sign in through the second factor with a recovery code of the demo seed.
    expect((await client.post('/_api/authr/mfa/verification/complete', { code: 'demo9-jjjjj' })).json().success).toBe(true);

    const wrong = await client.post(`${MFA}/issueRecoveryCodes`, { pass: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, ErrorCode: 'PasswordIncorrect' });
    // The second factor in place too: a recovery code of the seed, then one of the new ones.
    const fresh = await client.post(`${MFA}/issueRecoveryCodes`, { pass: DEMO_PASSWORD, current_code: 'demo8-hhhhh' });
    expect(fresh.json().recovery_codes).toHaveLength(10);

    expect((await client.post(`${MFA}/resetConfiguration`, { pass: 'wrong' })).json().ErrorCode).toBe('PasswordIncorrect');
    expect((await client.post(`${MFA}/resetConfiguration`, { pass: DEMO_PASSWORD, current_code: fresh.json().recovery_codes[0] })).json()).toEqual({ success: true });
    // mfa-user is forced: with two-factor reset the next sign-in asks for set-up again.
    expect((await lms.client().issueToken('mfa-user')).json().result).toBe('Requires2FASetup');
  });
});
