import * as v from 'valibot';
import {
  AppSettingsSchema,
  DEFAULT_EXPIRES_IN_SECONDS,
  HeaderManifestSchema,
  ITEMS,
  IsoDateSchema,
  PortalManifestSchema,
  SignInFormSchema,
  TokenIssueReachSchema,
  VALIDATION_MESSAGE_KEYS,
  namedItem,
  profilePath,
} from './index';
import { MFA_FLAGS, MfaCodeSchema } from './mfa';

describe('spec constants', () => {
  it('uses the spec values', () => {
    expect(DEFAULT_EXPIRES_IN_SECONDS).toBe(1200);
    expect(MFA_FLAGS).toEqual({ sms: 1, authenticator: 2, email: 4 });
    expect(ITEMS.twoFactorMode).toBe('Account.2FA.LearnerPortal.Mode');
    expect(ITEMS.maxInvalidPasswordAttempts).toBe('Account.Login.MaxInvalidPasswordAttempts');
  });
});

describe('validation message keys (spec 3 §8)', () => {
  it('are required, invalid, not supported and date format', () => {
    expect(Object.values(VALIDATION_MESSAGE_KEYS)).toEqual(['required', 'invalid', 'not supported', 'date format']);
  });

  it('a date that is not an ISO timestamp fails with the date-format key', () => {
    expect(v.safeParse(IsoDateSchema, '2026-06-01T12:00:00.000Z').success).toBe(true);
    const bad = v.safeParse(IsoDateSchema, '01/06/2026');
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('date format');
  });
});

describe('SignInFormSchema', () => {
  it("carries the spec's type, username and password: the type is the forms sign-in's", () => {
    expect(v.parse(SignInFormSchema, { username: 'learner', password: 'x' })).toEqual({ type: 'forms', username: 'learner', password: 'x' });
    expect(v.safeParse(SignInFormSchema, { type: 'sso', username: 'learner', password: 'x' }).success).toBe(false);
  });

  it('requires both fields', () => {
    expect(v.safeParse(SignInFormSchema, { username: 'learner', password: 'x' }).success).toBe(true);
    expect(v.safeParse(SignInFormSchema, { username: '  ', password: 'x' }).success).toBe(false);
    expect(v.safeParse(SignInFormSchema, { username: 'learner', password: '' }).success).toBe(false);
  });
});

describe('TokenIssueReachSchema', () => {
  it('accepts expiresIn in seconds within bounds and rejects the rest', () => {
    const base = { user: 'learner', pass: 'p', scope: 'demo' };
    expect(v.safeParse(TokenIssueReachSchema, { ...base, expiresIn: 1200 }).success).toBe(true);
    expect(v.safeParse(TokenIssueReachSchema, base).success).toBe(true);
    expect(v.safeParse(TokenIssueReachSchema, { ...base, expiresIn: 5 }).success).toBe(false);
    expect(v.safeParse(TokenIssueReachSchema, { ...base, expiresIn: 1.5 }).success).toBe(false);
    expect(v.safeParse(TokenIssueReachSchema, { ...base, user: '' }).success).toBe(false);
  });
});

describe('MfaCodeSchema', () => {
  it('takes exactly six digits', () => {
    expect(v.safeParse(MfaCodeSchema, '123456').success).toBe(true);
    expect(v.safeParse(MfaCodeSchema, ' 123456 ').success).toBe(true);
    expect(v.safeParse(MfaCodeSchema, '12345').success).toBe(false);
    expect(v.safeParse(MfaCodeSchema, '1234567').success).toBe(false);
    expect(v.safeParse(MfaCodeSchema, '12345a').success).toBe(false);
  });
});

describe('namedItem', () => {
  it('reads a named item, undefined when unset', () => {
    const settings = v.parse(AppSettingsSchema, { items: [{ name: ITEMS.twoFactorMode, value: '2' }] });
    expect(namedItem(settings, ITEMS.twoFactorMode)).toBe('2');
    expect(namedItem(settings, ITEMS.maxInvalidPasswordAttempts)).toBeUndefined();
    expect(namedItem(v.parse(AppSettingsSchema, {}), ITEMS.twoFactorMode)).toBeUndefined();
  });
});

describe('manifests', () => {
  it('accepts nested header menus and defaults the list', () => {
    const parsed = v.parse(HeaderManifestSchema, {
      menu: [{ id: 'learning', label: 'Learning', children: [{ id: 'cat', label: 'Catalogue', href: '/catalogue/items' }] }],
    });
    expect(parsed.menu[0]?.children?.[0]?.href).toBe('/catalogue/items');
    expect(v.parse(HeaderManifestSchema, {}).menu).toEqual([]);
  });

  it('rejects a remote whose federation name is not a valid container name', () => {
    const remote = { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'] };
    expect(v.parse(PortalManifestSchema, { tenant: 'demo', remotes: [remote] }).remotes[0]?.enabled).toBe(true);
    expect(v.safeParse(PortalManifestSchema, { tenant: 'demo', remotes: [{ ...remote, name: 'mf-access' }] }).success).toBe(false);
  });
});

describe('profilePath (spec 1 §7)', () => {
  it('is /reach/{scope}/api/v4/users/{userId}/profile, each part encoded', () => {
    expect(profilePath('demo', 'u1')).toBe('/reach/demo/api/v4/users/u1/profile');
    expect(profilePath('big.example', 'a/b c')).toBe('/reach/big.example/api/v4/users/a%2Fb%20c/profile');
  });
});
