import { AppSettingsSchema, ITEMS, namedItem } from '@portal/contracts';
import * as v from 'valibot';
import { migrate } from '../../src/db/migrate';
import { verifyPassword } from '../../src/lib/passwords';
import { verifyTotp } from '../../src/lib/totp';
import { appSettings, namedItemsForUser } from '../../src/repositories/tenants';
import { DEMO_TEAM } from '../../src/seed/demo-team';
import { DEMO_ACCOUNTS, DEMO_MFA_SECRET, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { Secret, TOTP } from 'otpauth';
import { databases } from '../helpers/db';

describe.each(databases())('demo seed on $name', (database) => {
  it('creates the demo tenant once; a second run changes nothing', async () => {
    const handle = await database.open({ empty: true });
    try {
      await migrate(handle.db);
      expect(await seedDemo(handle.db)).toEqual({ created: true });
      expect(await seedDemo(handle.db)).toEqual({ created: false });
      const users = await handle.db.selectFrom('users').selectAll().orderBy('created_at').execute();
      expect(users.map((u) => u.username).sort()).toEqual([...DEMO_ACCOUNTS.map((a) => a.username), ...DEMO_TEAM.map((m) => m.username)].sort());
      expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['learner', 'approver', 'instructor', 'teamleader', 'reviewer', 'mfa-user', 'newbie']));

      const tenant = await handle.db.selectFrom('tenants').selectAll().executeTakeFirstOrThrow();
      expect(tenant).toMatchObject({ scope: 'demo', name: 'Demo University' });
      const settings = v.parse(AppSettingsSchema, await appSettings(handle.db, 'demo'));
      expect(namedItem(settings, ITEMS.profileEditingEnabled)).toBe('true');
      expect(namedItem(settings, ITEMS.avatarEditingEnabled)).toBe('true');

      const byName = Object.fromEntries(users.map((u) => [u.username, u]));
      // The team leader's team members are data, not accounts: they have no password.
      for (const user of users.filter((u) => u.authentication_mode === 'forms' && !DEMO_TEAM.some((m) => m.username === u.username)))
        expect(await verifyPassword(DEMO_PASSWORD, user.password_hash!)).toBe(true);
      // Single sign-on only: no password to sign in with.
      expect(byName['sso-user']).toMatchObject({ authentication_mode: 'sso', password_hash: null });
      expect([byName['pat.lee']!.email, byName['pat.lee2']!.email]).toEqual(['pat.lee@demo.example', 'pat.lee@demo.example']);
      const sso = await handle.db.selectFrom('sso_settings').selectAll().executeTakeFirstOrThrow();
      expect(sso).toMatchObject({ scope: 'demo', field: null });
      for (const key of [sso.hash_secret, sso.auth0_key, sso.didp_secret]) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(byName.learner!.profile).toMatchObject({ cpdEligible: 'Yes', jobTitle: 'Staff Nurse' });
      expect(byName.newbie!.profile.jobTitle).toBe('');
      expect(byName.approver!.roles).toEqual(['Approver']);
      expect(byName.reviewer!.roles).toEqual(['CPDReviewer']);
      expect(byName['mfa-user']).toMatchObject({ mfa_mode: 'ga', mfa_secret: DEMO_MFA_SECRET });
      expect(namedItem({ items: await namedItemsForUser(handle.db, byName['mfa-user']!) }, ITEMS.twoFactorMode)).toBe('2');
      expect(namedItem({ items: await namedItemsForUser(handle.db, byName.learner!) }, ITEMS.twoFactorMode)).toBe('1');
      const codes = await handle.db.selectFrom('recovery_codes').select('user_id').execute();
      expect(codes).toHaveLength(10);
      expect(codes.every((c) => c.user_id === byName['mfa-user']!.id)).toBe(true);
      // The secret works with an authenticator app's code.
      const code = new TOTP({ secret: Secret.fromBase32(DEMO_MFA_SECRET) }).generate();
      expect(verifyTotp(DEMO_MFA_SECRET, code)).toBe(true);
    } finally {
      await handle.close();
    }
    // Initialises an empty database and hashes every demo password (scrypt): slow on a busy machine.
  }, 60_000);
});
