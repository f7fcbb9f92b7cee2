import { createHmac } from 'node:crypto';
import { signHs256Jwt } from '../../../src/lib/signing';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const AUTH0 = '/_api/authr/token/issue/auth0';
const HASH = '/_api/authr/token/issue/hash';
const now = () => Math.floor(Date.now() / 1000);

describe.each(databases())('single sign-on token issue on $name', (database) => {
  const lms = useLms(database);
  let keys: { auth0_key: string; hash_secret: string };

  beforeAll(async () => {
    const row = await lms.db.selectFrom('sso_settings').select(['auth0_key', 'hash_secret']).where('scope', '=', 'demo').executeTakeFirstOrThrow();
    keys = { auth0_key: row.auth0_key!, hash_secret: row.hash_secret! };
  });

  function hashRequest(query: string, secret = keys.hash_secret) {
    const sso = Buffer.from(query).toString('base64');
    return { sso, sig: createHmac('sha256', secret).update(sso).digest('hex'), scope: 'demo', expiresIn: 1200 };
  }

  function failure(ErrorCode: string, Message: string, ssoUser?: string) {
    return { success: false, ErrorCode, Message, ...(ssoUser ? { ssoUser } : {}) };
  }

  describe('hash', () => {
    it('signs in the sso user with a correctly signed, fresh payload: session cookies, no second factor', async () => {
      const client = lms.client();
      const response = await client.post(HASH, hashRequest(`username=SSO-USER&timestamp=${now()}`));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'Success', exp: expect.any(Number) });
      expect(response.cookies.map((c) => c.name).sort()).toEqual(['exp', 'lp_session', 'uid']);
      const user = await client.post('/_api/reach/demo/api/v4/user/signin', { username: 'sso-user', platform: 'LearnerPortal' });
      expect(user.json()).toMatchObject({ username: 'sso-user', authenticationMode: 'sso' });
    });

    it('answers 401 InvalidSignature, with a clear Message, to a payload signed with another secret or changed after signing', async () => {
      const forged = await lms.client().post(HASH, hashRequest(`username=sso-user&timestamp=${now()}`, 'not-the-tenant-secret'));
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual(failure('InvalidSignature', 'The single sign-on request could not be verified.'));
      expect(forged.cookies).toEqual([]);

      const signed = hashRequest(`username=sso-user&timestamp=${now()}`);
      const swapped = { ...signed, sso: Buffer.from(`username=learner&timestamp=${now()}`).toString('base64') };
      expect((await lms.client().post(HASH, swapped)).json().ErrorCode).toBe('InvalidSignature');
    });

    it('answers 401 Expired for a timestamp older than five minutes (or too far ahead), naming the user', async () => {
      const old = await lms.client().post(HASH, hashRequest(`username=sso-user&timestamp=${now() - 301}`));
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual(failure('Expired', 'The single sign-on request has expired. Please sign in again.', 'sso-user'));
      expect((await lms.client().post(HASH, hashRequest(`username=sso-user&timestamp=${now() + 3600}`))).json().ErrorCode).toBe('Expired');
      expect((await lms.client().post(HASH, hashRequest(`username=sso-user&timestamp=${now() - 240}`))).json().result).toBe('Success');
    });

    it('answers 401 for a payload without a user or timestamp, an unknown user and a forms user', async () => {
      expect((await lms.client().post(HASH, hashRequest(`timestamp=${now()}`))).json()).toEqual(failure('NoUser', 'The single sign-on request did not name a user.'));
      expect((await lms.client().post(HASH, hashRequest('username=sso-user'))).json().ErrorCode).toBe('InvalidSignature');
      const unknown = await lms.client().post(HASH, hashRequest(`username=nobody&timestamp=${now()}`));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(failure('UnknownUser', 'There is no account for this single sign-on user.', 'nobody'));
      const forms = await lms.client().post(HASH, hashRequest(`username=learner&timestamp=${now()}`));
      expect(forms.json()).toEqual(failure('NotSsoUser', 'This account signs in with a username and password, not single sign-on.', 'learner'));
      expect(forms.cookies).toEqual([]);
    });

    it('the sso user has no password: forms sign-in answers Failed', async () => {
      expect((await lms.client().issueToken('sso-user')).json()).toEqual({ result: 'Failed' });
    });

    it('answers 400 for a malformed signature and 401 SsoNotConfigured for a tenant without a secret', async () => {
      const bad = await lms.client().post(HASH, { sso: 'eA==', sig: 'xyz', scope: 'demo' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'sig: invalid signature' });
      const unknownTenant = await lms.client().post(HASH, { ...hashRequest(`username=sso-user&timestamp=${now()}`), scope: 'nowhere' });
      expect(unknownTenant.statusCode).toBe(401);
      expect(unknownTenant.json()).toEqual(failure('SsoNotConfigured', 'Single sign-on is not set up for this site.'));
    });
  });

  describe('auth0', () => {
    const issue = (token: string, extra: Record<string, unknown> = {}) => lms.client().post(AUTH0, { token, scope: 'demo', tenant: 'demo', expiresIn: 1200, ...extra });

    it("signs in with a token signed by the tenant's key, username in 'upn' by default", async () => {
      const response = await issue(signHs256Jwt({ upn: 'sso-user', exp: now() + 300 }, keys.auth0_key));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'Success', exp: expect.any(Number) });
      expect(response.cookies.map((c) => c.name).sort()).toEqual(['exp', 'lp_session', 'uid']);
    });

    it("reads the requested field, unless the tenant configured its own", async () => {
      const token = signHs256Jwt({ upn: 'learner', email: 'sso-user', exp: now() + 300 }, keys.auth0_key);
      expect((await issue(token, { field: 'email' })).json().result).toBe('Success');
      await lms.db.updateTable('sso_settings').set({ field: 'upn' }).where('scope', '=', 'demo').execute();
      try {
        expect((await issue(token, { field: 'email' })).json()).toEqual(failure('NotSsoUser', 'This account signs in with a username and password, not single sign-on.', 'learner'));
      } finally {
        await lms.db.updateTable('sso_settings').set({ field: null }).where('scope', '=', 'demo').execute();
      }
    });

    it('answers 401 InvalidToken to another key or a token that is not a JWT', async () => {
      const forged = await issue(signHs256Jwt({ upn: 'sso-user', exp: now() + 300 }, 'not-the-tenant-key-at-all'));
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual(failure('InvalidToken', 'The single sign-on token could not be verified.'));
      expect((await issue('abc.def')).json().ErrorCode).toBe('InvalidToken');
    });

    it('answers 401 Expired past exp or before nbf', async () => {
      expect((await issue(signHs256Jwt({ upn: 'sso-user', exp: now() - 120 }, keys.auth0_key))).json()).toEqual(
        failure('Expired', 'The single sign-on request has expired. Please sign in again.'),
      );
      expect((await issue(signHs256Jwt({ upn: 'sso-user', exp: now() + 600, nbf: now() + 300 }, keys.auth0_key))).json().ErrorCode).toBe('Expired');
    });

    it('answers 401 NoUser without the claim, UnknownUser and NotSsoUser naming the user', async () => {
      expect((await issue(signHs256Jwt({ sub: 'x', exp: now() + 300 }, keys.auth0_key))).json()).toEqual(failure('NoUser', 'The single sign-on request did not name a user.'));
      expect((await issue(signHs256Jwt({ upn: 'ghost', exp: now() + 300 }, keys.auth0_key))).json()).toEqual(
        failure('UnknownUser', 'There is no account for this single sign-on user.', 'ghost'),
      );
      expect((await issue(signHs256Jwt({ upn: 'mfa-user', exp: now() + 300 }, keys.auth0_key))).json().ErrorCode).toBe('NotSsoUser');
    });
  });
});
