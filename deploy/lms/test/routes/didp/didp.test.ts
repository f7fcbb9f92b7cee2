import { createHmac } from 'node:crypto';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const DECODE = '/_api/didp/decode';
const ENCODE = '/_api/didp/encode';
const SCOPE = { 'x-scope': 'demo' };

describe.each(databases())('identity provider encode and decode on $name', (database) => {
  const lms = useLms(database);
  let secret: string;
  let learner: TestClient;
  let learnerId: string;

  beforeAll(async () => {
    secret = (await lms.db.selectFrom('sso_settings').select('didp_secret').where('scope', '=', 'demo').executeTakeFirstOrThrow()).didp_secret!;
    learner = lms.client();
    learnerId = await learner.signIn('learner');
  });

  const sign = (data: string, key = secret) => createHmac('sha256', key).update(data).digest('hex');
  const base64 = (text: string) => Buffer.from(text).toString('base64');

  describe('decode', () => {
    it("answers return_sso_url and nonce of a request signed with the tenant's secret", async () => {
      const data = base64('nonce=cb68251eefb5211e58c00ff1395f0c0b&return_sso_url=https%3A%2F%2Fforum.example%2Fsession%2Fsso_login');
      const response = await learner.post(DECODE, { data, hash: sign(data) }, { headers: SCOPE });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, return_sso_url: 'https://forum.example/session/sso_login', nonce: 'cb68251eefb5211e58c00ff1395f0c0b' });
    });

    it('answers 400 InvalidSignature to another secret or changed data (400, not 401: the user stays signed in)', async () => {
      const data = base64('nonce=n1&return_sso_url=https%3A%2F%2Fforum.example%2F');
      const forged = await learner.post(DECODE, { data, hash: sign(data, 'another-secret') }, { headers: SCOPE });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ success: false, ErrorCode: 'InvalidSignature', Message: 'The sign-on request could not be verified.' });
      const changed = base64('nonce=n1&return_sso_url=https%3A%2F%2Fevil.example%2F');
      expect((await learner.post(DECODE, { data: changed, hash: sign(data) }, { headers: SCOPE })).json().ErrorCode).toBe('InvalidSignature');
    });

    it('answers 400 InvalidPayload without a nonce or an http(s) return address', async () => {
      for (const query of ['return_sso_url=https%3A%2F%2Fforum.example%2F', 'nonce=n1', 'nonce=n1&return_sso_url=javascript%3Aalert(1)']) {
        const data = base64(query);
        const response = await learner.post(DECODE, { data, hash: sign(data) }, { headers: SCOPE });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, ErrorCode: 'InvalidPayload', Message: 'The sign-on request needs a nonce and an http(s) return_sso_url.' });
      }
    });

    it('answers 400 SsoNotConfigured for a tenant without a secret', async () => {
      await lms.db.updateTable('sso_settings').set({ didp_secret: null }).where('scope', '=', 'demo').execute();
      try {
        const data = base64('nonce=n1&return_sso_url=https%3A%2F%2Fforum.example%2F');
        expect((await learner.post(DECODE, { data, hash: sign(data) }, { headers: SCOPE })).json().ErrorCode).toBe('SsoNotConfigured');
      } finally {
        await lms.db.updateTable('sso_settings').set({ didp_secret: secret }).where('scope', '=', 'demo').execute();
      }
    });
  });

  describe('encode', () => {
    const identity = () => ({ nonce: 'n1', external_id: learnerId, email: 'learner@demo.example', username: 'learner', name: 'Alex Morgan' });

    it("signs the signed-in user's identity with the tenant's secret", async () => {
      const response = await learner.post(ENCODE, identity(), { headers: SCOPE });
      expect(response.statusCode).toBe(200);
      const { success, data, hash } = response.json();
      expect(success).toBe(true);
      expect(hash).toBe(sign(data));
      expect(Object.fromEntries(new URLSearchParams(Buffer.from(data, 'base64').toString()))).toEqual(identity());
    });

    it('answers 403 IdentityMismatch when the identity sent is not the session user', async () => {
      for (const change of [{ external_id: 'someone-else' }, { username: 'approver' }, { email: 'approver@demo.example' }, { name: 'Priya Shah' }]) {
        const response = await learner.post(ENCODE, { ...identity(), ...change }, { headers: SCOPE });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, ErrorCode: 'IdentityMismatch' });
      }
    });

    it('needs a session (401) and a nonce (400)', async () => {
      expect((await lms.client().post(ENCODE, identity(), { headers: SCOPE })).statusCode).toBe(401);
      const noNonce = await learner.post(ENCODE, { ...identity(), nonce: '' }, { headers: SCOPE });
      expect(noNonce.statusCode).toBe(400);
      expect(noNonce.json().ErrorCode).toBe('ValidationFailed');
    });
  });
});
