import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AppSettingsSchema, DEFAULT_LOCALE, ITEMS, namedItem, ProfileFieldListSchema, SUPPORTED_LOCALES } from '@portal/contracts';
import * as v from 'valibot';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

const CONFIG = '/_api/reach/demo/api/v3/endpoint/config';

describe.each(databases())('configuration and the session user on $name', (database) => {
  const lms = useLms(database);

  describe('GET endpoint/config', () => {
    it('answers the tenant settings, named items and profile fields without a session', async () => {
      const response = await lms.client().get(CONFIG);
      expect(response.statusCode).toBe(200);
      const settings = v.parse(AppSettingsSchema, response.json());
      expect(settings).toMatchObject({
        languages: [DEFAULT_LOCALE, ...SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)],
        enableForgottenPassword: true,
        selfRegistration: {},
        instructors: true,
        cpd: true,
        supportRecipients: ['support@demo.example'],
        systemName: 'Learner Portal',
      });
      expect(namedItem(settings, ITEMS.twoFactorMode)).toBe('1');
      expect(namedItem(settings, ITEMS.twoFactorMethods)).toBe('7');
      expect(namedItem(settings, ITEMS.maxInvalidPasswordAttempts)).toBe('6');
      expect(settings.profile?.map((f) => f.name)).toEqual(['mail', 'jobTitle', 'department', 'cpdEligible', 'preferredLanguage', 'startDate', 'employeeId']);
    });

    it('applies the user overrides when a session of the tenant asks: mfa-user is forced to two-factor', async () => {
      const client = lms.client();
      await client.signIn('mfa-setup');
      expect(namedItem((await client.get(CONFIG)).json(), ITEMS.twoFactorMode)).toBe('2');
      expect(namedItem((await lms.client().get(CONFIG)).json(), ITEMS.twoFactorMode)).toBe('1');
    });

    it('sends the body compressed as the browser accepts, the same settings as uncompressed', async () => {
      const plain = (await lms.client().get(CONFIG)).json();
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await lms.client().get(CONFIG, { headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
        expect(JSON.parse(body.toString())).toEqual(plain);
      }
    });

    it('answers 404 UnknownScope for a tenant that does not exist or a malformed scope', async () => {
      for (const scope of ['nowhere', 'Bad_Scope', '..']) {
        const response = await lms.client().get(`/_api/reach/${scope}/api/v3/endpoint/config`);
        expect(response.statusCode).toBe(404);
      }
      expect((await lms.client().get('/_api/reach/nowhere/api/v3/endpoint/config')).json()).toEqual({ success: false, ErrorCode: 'UnknownScope' });
    });
  });

  describe('PUT endpoint/config/items/{name}', () => {
    const ITEM = `${CONFIG}/items/Portal.MyLearningStatusFilterMode`;

    it('lets a tenant administrator set a named item, which the next read shows', async () => {
      const admin = lms.client();
      await admin.signIn('admin');
      const response = await admin.put(ITEM, { value: 'all' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Portal.MyLearningStatusFilterMode', value: 'all' });
      expect(namedItem((await lms.client().get(CONFIG)).json(), 'Portal.MyLearningStatusFilterMode')).toBe('all');
    });

    it('refuses everyone else (403), no session (401), a malformed name or value (400)', async () => {
      const learner = lms.client();
      await learner.signIn('learner');
      expect((await learner.put(ITEM, { value: 'all' })).statusCode).toBe(403);
      expect((await lms.client().put(ITEM, { value: 'all' })).statusCode).toBe(401);
      const admin = lms.client();
      await admin.signIn('admin');
      expect((await admin.put(`${CONFIG}/items/${encodeURIComponent('bad name!')}`, { value: 'x' })).statusCode).toBe(400);
      expect((await admin.put(ITEM, { value: 7 })).statusCode).toBe(400);
    });
  });

  it('GET profilefields answers the field definitions', async () => {
    const fields = v.parse(ProfileFieldListSchema, (await lms.client().get('/_api/reach/demo/api/v4/profilefields')).json());
    expect(fields.find((f) => f.name === 'employeeId')).toMatchObject({ type: 'text', adminOnly: true });
    expect(fields.find((f) => f.name === 'cpdEligible')).toMatchObject({ type: 'singleChoice', supportedValues: ['Yes', 'No'] });
  });

  describe('POST user/signin', () => {
    const SIGNIN = '/_api/reach/demo/api/v4/user/signin';

    it('answers the session user and records the sign-in', async () => {
      const client = lms.client();
      const userId = await client.signIn('instructor');
      const response = await client.post(SIGNIN, { username: 'Instructor', platform: 'LearnerPortal' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: userId,
        username: 'instructor',
        displayName: 'Tom Evans',
        firstName: 'Tom',
        surname: 'Evans',
        email: 'instructor@demo.example',
        roles: ['Instructor'],
        profile: expect.objectContaining({ mail: 'instructor@demo.example', cpdEligible: 'No' }),
        authenticationMode: 'forms',
        avatar: '/_api/avatar/instructor%40demo.example?s=160',
        isTwoFASetupCompleted: false,
      });
      const row = await lms.db.selectFrom('users').select(['last_sign_in_at', 'last_sign_in_platform']).where('id', '=', userId).executeTakeFirstOrThrow();
      expect(row.last_sign_in_platform).toBe('LearnerPortal');
      expect(Date.now() - row.last_sign_in_at!.getTime()).toBeLessThan(60_000);
    });

    it('flags isTwoFASetupCompleted for a user with a second factor', async () => {
      const client = lms.client();
      await client.issueToken('mfa-user');
      await client.post('/_api/authr/mfa/verification/complete', { code: 'demo2-bbbbb' });
      expect((await client.post(SIGNIN, { username: 'mfa-user', platform: 'LearnerPortal' })).json().isTwoFASetupCompleted).toBe(true);
    });

    it('refuses another username (403) and no session (401)', async () => {
      const client = lms.client();
      await client.signIn('learner');
      expect((await client.post(SIGNIN, { username: 'approver', platform: 'LearnerPortal' })).json()).toEqual({ success: false, ErrorCode: 'UserMismatch' });
      expect((await lms.client().post(SIGNIN, { username: 'learner', platform: 'LearnerPortal' })).statusCode).toBe(401);
    });

    it('refuses a session of another tenant (403)', async () => {
      await lms.db
        .insertInto('tenants')
        .values({ scope: 'other', name: 'Other' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const client = lms.client();
      await client.signIn('learner');
      const response = await client.post('/_api/reach/other/api/v4/user/signin', { username: 'learner', platform: 'LearnerPortal' });
      expect(response.statusCode).toBe(403);
      expect(response.json().ErrorCode).toBe('ScopeMismatch');
    });
  });
});
