import { createHmac, randomUUID } from 'node:crypto';
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

    it('signs in once per payload (finding 6): the same payload three times, from three browsers, signs in only the first', async () => {
      const issuedAt = now() - 5;
      const request = hashRequest(`username=sso-user&timestamp=${issuedAt}`);
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await lms.client().post(HASH, request));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 401]);
      expect(answers[0]!.json()).toEqual({ result: 'Success', exp: expect.any(Number) });
      for (const replay of answers.slice(1)) {
        expect(replay.json()).toEqual(failure('AlreadyUsed', 'This single sign-on link has already been used. Please sign in again.'));
        expect(replay.cookies).toEqual([]);
      }
      // The signature in upper case is the same payload: still spent.
      expect((await lms.client().post(HASH, { ...request, sig: request.sig.toUpperCase() })).json().ErrorCode).toBe('AlreadyUsed');
      // A fresh payload for the same user still works (another timestamp than the first, however slow the run).
      expect((await lms.client().post(HASH, hashRequest(`username=sso-user&timestamp=${issuedAt - 1}`))).json().result).toBe('Success');
    });

    it('spends the payload per tenant and purges spent payloads once they would have expired', async () => {
      // Timestamps far from the other tests' (now() - 5, - 6): on a slow machine the clock moves between
      // tests, and the same second would be the same payload, already spent.
      const request = hashRequest(`username=sso-user&timestamp=${now() - 100}`);
      expect((await lms.client().post(HASH, request)).statusCode).toBe(200);
      const rows = await lms.db.selectFrom('sso_nonces').selectAll().where('scope', '=', 'demo').execute();
      expect(rows.length).toBeGreaterThan(0);
      // Neither the payload nor its signature is stored: only a hash of the payload.
      expect(rows.map((row) => row.nonce_hash)).not.toContain(request.sso);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.nonce_hash))).toBe(true);
      await lms.db
        .updateTable('sso_nonces')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      await lms.client().post(HASH, hashRequest(`username=sso-user&timestamp=${now() - 101}`));
      expect(await lms.db.selectFrom('sso_nonces').select('nonce_hash').execute()).toHaveLength(1);
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
    /** A token from the tenant's identity provider: by default addressed to and issued as the tenant ('demo'). */
    const token = (claims: Record<string, unknown>, key = keys.auth0_key) => signHs256Jwt({ aud: 'demo', iss: 'demo', exp: now() + 300, jti: randomUUID(), ...claims }, key);
    const setSettings = (values: { field?: string | null; audience?: string | null; issuer?: string | null }) =>
      lms.db.updateTable('sso_settings').set(values).where('scope', '=', 'demo').execute();
    afterEach(() => setSettings({ field: null, audience: null, issuer: null }));

    it("signs in with a token signed by the tenant's key, username in 'upn' by default", async () => {
      const response = await issue(await token({ upn: 'sso-user' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'Success', exp: expect.any(Number) });
      expect(response.cookies.map((c) => c.name).sort()).toEqual(['exp', 'lp_session', 'uid']);
    });

    it('ignores a username claim the caller names (finding 7): the tenant fixes it, upn by default', async () => {
      // The attacker controls 'email' at the identity provider and sets it to the victim's username.
      const forged = await token({ upn: 'learner', email: 'sso-user' });
      const answer = await issue(forged, { field: 'email' });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(failure('NotSsoUser', 'This account signs in with a username and password, not single sign-on.', 'learner'));
      expect(answer.cookies).toEqual([]);
      const noUpn = await issue(await token({ email: 'sso-user' }), { field: 'email' });
      expect(noUpn.json()).toEqual(failure('NoUser', 'The single sign-on request did not name a user.'));

      // The tenant's own field is used, whatever the request says.
      await setSettings({ field: 'email' });
      expect((await issue(await token({ upn: 'learner', email: 'sso-user' }), { field: 'upn' })).json().result).toBe('Success');
    });

    it("refuses a token for another audience or from another issuer (the tenant's values, else its scope)", async () => {
      const refused = failure('InvalidToken', 'The single sign-on token could not be verified.');
      for (const claims of [{ aud: 'another-site' }, { aud: undefined }, { iss: 'https://evil.example/' }, { iss: undefined }]) {
        const answer = await issue(await token({ upn: 'sso-user', ...claims }));
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual(refused);
        expect(answer.cookies).toEqual([]);
      }
      await setSettings({ audience: 'portal-client-id', issuer: 'https://idp.example/' });
      expect((await issue(await token({ upn: 'sso-user' }))).json()).toEqual(refused);
      expect((await issue(await token({ upn: 'sso-user', aud: 'portal-client-id', iss: 'https://idp.example/' }))).json().result).toBe('Success');
    });

    it("refuses alg 'none' and algorithm confusion: only HS256 under the tenant's key", async () => {
      const claims = { upn: 'sso-user', aud: 'demo', iss: 'demo', exp: now() + 300 };
      const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const signed = (alg: string, bits: number) => {
        const input = `${segment({ alg, typ: 'JWT' })}.${segment(claims)}`;
        return `${input}.${createHmac(`sha${bits}`, keys.auth0_key).update(input).digest('base64url')}`;
      };
      for (const forged of [`${segment({ alg: 'none' })}.${segment(claims)}.`, signed('RS256', 256), signed('HS512', 512)]) {
        const answer = await issue(forged);
        expect(answer.statusCode).toBe(401);
        expect(answer.json().ErrorCode).toBe('InvalidToken');
        expect(answer.cookies).toEqual([]);
      }
      expect((await issue(signed('HS256', 256))).json().result).toBe('Success');
    });

    it('signs in once per token: a replayed token is refused', async () => {
      const once = await token({ upn: 'sso-user' });
      expect((await issue(once)).json().result).toBe('Success');
      expect((await issue(once)).json()).toEqual(failure('AlreadyUsed', 'This single sign-on link has already been used. Please sign in again.'));
    });

    it('answers 401 InvalidToken to another key or a token that is not a JWT', async () => {
      const forged = await issue(await token({ upn: 'sso-user' }, 'not-the-tenant-key-at-all'));
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual(failure('InvalidToken', 'The single sign-on token could not be verified.'));
      expect((await issue('abc.def')).json().ErrorCode).toBe('InvalidToken');
    });

    it('answers 401 Expired past exp or before nbf', async () => {
      expect((await issue(await token({ upn: 'sso-user', exp: now() - 120 }))).json()).toEqual(failure('Expired', 'The single sign-on request has expired. Please sign in again.'));
      expect((await issue(await token({ upn: 'sso-user', exp: now() + 600, nbf: now() + 300 }))).json().ErrorCode).toBe('Expired');
    });

    it('answers 401 NoUser without the claim, UnknownUser and NotSsoUser naming the user', async () => {
      expect((await issue(await token({ sub: 'x' }))).json()).toEqual(failure('NoUser', 'The single sign-on request did not name a user.'));
      expect((await issue(await token({ upn: 'ghost' }))).json()).toEqual(failure('UnknownUser', 'There is no account for this single sign-on user.', 'ghost'));
      expect((await issue(await token({ upn: 'mfa-user' }))).json().ErrorCode).toBe('NotSsoUser');
    });
  });
});
