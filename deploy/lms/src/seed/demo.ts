import { sql } from 'kysely';
import { type AppSettings, DEFAULT_LOCALE, ITEMS, type NamedItem, type Profile, type ProfileFieldDefinition, SUPPORTED_LOCALES } from '@portal/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { json } from '../db/json';
import type { MfaModeColumn } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { replaceRecoveryCodes } from '../repositories/mfa';
import { saveSsoSettings, type SsoSettings } from '../repositories/sso-settings';
import { seedDemoCpd } from './demo-cpd';
import { seedDemoTeam } from './demo-team';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoDashboard } from './demo-dashboard';
import { seedDemoScoreHistory } from './demo-score-history';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoApprovals } from './demo-approvals';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoExternalLearning } from './demo-external-learning';
import { seedDemoCommerce } from './demo-commerce';
import { DEMO_LRS_CLIENT, holdsDemoLrsClient, seedDemoLrsClient } from '../lrs/credentials/demo';

export const DEMO_TENANT = 'demo';
/** Password of every demo account. Demo data, not a secret. */
export const DEMO_PASSWORD = 'Portal!2026';
/** Authenticator secret of mfa-user (base32). Demo data, not a secret: e2e tests compute codes from it. */
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Single-use recovery codes of mfa-user. */
export const DEMO_RECOVERY_CODES = [
  'demo1-aaaaa',
  'demo2-bbbbb',
  'demo3-ccccc',
  'demo4-ddddd',
  'demo5-eeeee',
  'demo6-fffff',
  'demo7-ggggg',
  'demo8-hhhhh',
  'demo9-jjjjj',
  'demo0-kkkkk',
] as const;

/** pat.lee and pat.lee2 share it. */
const SHARED_EMAIL = 'pat.lee@demo.example';
/** The demo offers every locale the portal supports (spec 1 §9), en-GB first. */
const LANGUAGES = [DEFAULT_LOCALE, ...SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];
const DEPARTMENTS = ['Nursing', 'Pharmacy', 'Administration', 'Estates', 'Research'];
const FORCED_TWO_FACTOR: NamedItem[] = [{ name: ITEMS.twoFactorMode, value: '2' }];

/** The demo's sign-in logo: a theme image the LMS serves publicly (content/demo/theme/images). */
const DEMO_SIGNIN_LOGO = `/_api/content/theme/images/${DEMO_TENANT}/signin-logo.svg`;

const SETTINGS: Omit<AppSettings, 'items' | 'profile'> = {
  defaultScope: DEMO_TENANT,
  systemName: 'Learner Portal',
  languages: LANGUAGES,
  enableForgottenPassword: true,
  // Configured without an external action: the portal's own sign-up page is used.
  selfRegistration: {},
  instructors: true,
  cpd: true,
  supportRecipients: ['support@demo.example'],
  // CPD shares may also go to the partner organisation's mentors; any other outside address is refused.
  mailRecipients: ['@partners.demo.example'],
  signinLogo: DEMO_SIGNIN_LOGO,
  enableCatalogueExtensions: true,
  signInPolicies: [{ label: 'Privacy notice', url: 'https://demo.example/privacy' }],
  registationPolicies: [{ label: 'Terms of use', url: 'https://demo.example/terms' }],
  footerPolicies: { 'Privacy notice': 'https://demo.example/privacy', Accessibility: 'https://demo.example/accessibility' },
  // Sign-up asks for these besides mail and language; cpdEligible is set from here, never by the registrant.
  registrationProfileFields: [{ name: 'jobTitle' }, { name: 'department' }, { name: 'cpdEligible', value: 'Yes', hidden: true }],
  // The hybrid picker: the hash connection plus the username and password form.
  sso: { connections: [{ tenant: DEMO_TENANT, service: 'hash' }], enableFormsLogin: true, bypassLoginPicker: false },
  chatBotUrl: `/_api/accba/chatbot/${DEMO_TENANT}`,
};

const NAMED_ITEMS: NamedItem[] = [
  // Optional for everyone; mfa-user and mfa-setup are forced through their own override.
  { name: ITEMS.twoFactorMode, value: '1' },
  { name: ITEMS.twoFactorMethods, value: '7' },
  { name: ITEMS.maxInvalidPasswordAttempts, value: '6' },
  // Username look-up: the sign-in box also takes the account's e-mail address.
  { name: ITEMS.usernameLookupEnabled, value: 'true' },
  { name: ITEMS.profileEditingEnabled, value: 'true' },
  { name: ITEMS.avatarEditingEnabled, value: 'true' },
];

const PROFILE_FIELDS: ProfileFieldDefinition[] = [
  { name: 'mail', label: 'E-mail', type: 'mail', required: true, adminOnly: false },
  {
    name: 'jobTitle',
    label: 'Job title',
    type: 'text',
    required: true,
    adminOnly: false,
    validationExpression: '^.{2,80}$',
    supportedValuesMessage: 'Enter between 2 and 80 characters',
  },
  { name: 'department', label: 'Department', type: 'singleChoice', required: false, adminOnly: false, supportedValues: DEPARTMENTS },
  { name: 'cpdEligible', label: 'CPD eligible', type: 'singleChoice', required: false, adminOnly: true, supportedValues: ['Yes', 'No'] },
  { name: 'preferredLanguage', label: 'Preferred language', type: 'singleChoice', required: false, adminOnly: false, supportedValues: LANGUAGES },
  { name: 'startDate', label: 'Start date', type: 'date', required: false, adminOnly: false },
  { name: 'employeeId', label: 'Employee ID', type: 'text', required: false, adminOnly: true },
];

export interface DemoAccount {
  username: string;
  firstName: string;
  surname: string;
  roles: string[];
  /** What the account is for, printed by the seed CLI. */
  purpose: string;
  profile: Profile;
  mfaMode?: MfaModeColumn;
  overrides?: NamedItem[];
  mustChangePassword?: boolean;
  /** Default `<username>@demo.example`. */
  email?: string;
  /** 'sso' accounts sign in only through single sign-on: they get no password. */
  authenticationMode?: 'forms' | 'sso';
}

function profile(username: string, jobTitle: string, department: string, cpdEligible: 'Yes' | 'No', employeeId: string, mail = `${username}@demo.example`): Profile {
  return { mail, jobTitle, department, cpdEligible, preferredLanguage: 'en-GB', startDate: '2024-09-02T00:00:00.000Z', employeeId };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'learner',
    firstName: 'Alex',
    surname: 'Morgan',
    roles: [],
    purpose: 'learner with a complete profile, CPD eligible',
    profile: { ...profile('learner', 'Staff Nurse', 'Nursing', 'Yes', 'E1001'), approver: 'approver' },
  },
  { username: 'approver', firstName: 'Priya', surname: 'Shah', roles: ['Approver'], purpose: 'approver', profile: profile('approver', 'Ward Manager', 'Nursing', 'Yes', 'E1002') },
  {
    username: 'instructor',
    firstName: 'Tom',
    surname: 'Evans',
    roles: ['Instructor'],
    purpose: 'instructor',
    profile: profile('instructor', 'Clinical Educator', 'Research', 'No', 'E1003'),
  },
  {
    username: 'teamleader',
    firstName: 'Grace',
    surname: 'Okafor',
    roles: ['TeamLeader'],
    purpose: 'team leader',
    profile: profile('teamleader', 'Team Leader', 'Pharmacy', 'Yes', 'E1004'),
  },
  {
    username: 'reviewer',
    firstName: 'Sam',
    surname: 'Taylor',
    roles: ['CPDReviewer'],
    purpose: 'CPD reviewer',
    profile: profile('reviewer', 'Professional Development Lead', 'Administration', 'Yes', 'E1005'),
  },
  {
    username: 'mfa-user',
    firstName: 'Jordan',
    surname: 'Lee',
    roles: [],
    purpose: 'forced two-factor, authenticator app set up (secret below)',
    profile: profile('mfa-user', 'Pharmacist', 'Pharmacy', 'Yes', 'E1006'),
    mfaMode: 'ga',
    overrides: FORCED_TWO_FACTOR,
  },
  {
    username: 'mfa-setup',
    firstName: 'Robin',
    surname: 'Hughes',
    roles: [],
    purpose: 'forced two-factor, not set up yet (Requires2FASetup)',
    profile: profile('mfa-setup', 'Estates Officer', 'Estates', 'No', 'E1007'),
    overrides: FORCED_TWO_FACTOR,
  },
  {
    username: 'newbie',
    firstName: 'Casey',
    surname: 'Brown',
    roles: [],
    purpose: 'profile incomplete (job title empty)',
    profile: { ...profile('newbie', '', 'Administration', 'Yes', 'E1008'), jobTitle: '' },
  },
  {
    username: 'newpass',
    firstName: 'Jamie',
    surname: 'Clarke',
    roles: [],
    purpose: 'must choose a new password (RequiresNewPassword)',
    profile: profile('newpass', 'Healthcare Assistant', 'Nursing', 'Yes', 'E1009'),
    mustChangePassword: true,
  },
  {
    username: 'pat.lee',
    firstName: 'Pat',
    surname: 'Lee',
    roles: [],
    purpose: 'shares an e-mail with pat.lee2 (ResolveUsername by e-mail: DuplicateUsersFound)',
    profile: profile('pat.lee', 'Radiographer', 'Research', 'Yes', 'E1010', SHARED_EMAIL),
    email: SHARED_EMAIL,
  },
  {
    username: 'pat.lee2',
    firstName: 'Pat',
    surname: 'Lee',
    roles: [],
    purpose: 'shares an e-mail with pat.lee',
    profile: profile('pat.lee2', 'Porter', 'Estates', 'No', 'E1011', SHARED_EMAIL),
    email: SHARED_EMAIL,
  },
  {
    username: 'admin',
    firstName: 'Sam',
    surname: 'Okafor',
    roles: ['Administrator'],
    purpose: "tenant administrator: sets the tenant's named items (PUT …/endpoint/config/items/{name})",
    profile: profile('admin', 'Learning Systems Lead', 'Education', 'No', 'E1013'),
  },
  {
    username: 'sso-user',
    firstName: 'Morgan',
    surname: 'Reid',
    roles: [],
    purpose: 'single sign-on only (no password): hash or auth0 SSO',
    profile: profile('sso-user', 'Physiotherapist', 'Nursing', 'Yes', 'E1012'),
    authenticationMode: 'sso',
  },
];

/** The demo accounts present in the database (their usernames, in seed order): none once the demo tenant is gone. */
export async function demoAccountsIn(db: Database): Promise<string[]> {
  const usernames = DEMO_ACCOUNTS.map((account) => account.username);
  const rows = await db.selectFrom('users').select('username').where('scope', '=', DEMO_TENANT).where('username', 'in', usernames).execute();
  const found = new Set(rows.map((row) => row.username));
  // The demo record-store client's secret is published as the passwords are.
  const client = (await holdsDemoLrsClient(db)) ? [`${DEMO_LRS_CLIENT.key} (record-store client)`] : [];
  return [...usernames.filter((username) => found.has(username)), ...client];
}

/** Environment variables that fix the demo tenant's single-sign-on keys (random when unset). */
export const DEMO_SSO_ENV = { hashSecret: 'DEMO_SSO_HASH_SECRET', auth0Key: 'DEMO_SSO_AUTH0_KEY', didpSecret: 'DEMO_DIDP_SECRET' } as const;
const MIN_SECRET_LENGTH = 16;

/**
 * The demo tenant's SSO keys: from the environment when set (so an identity provider or a test can sign
 * for it), else random. Keys are never in the repository.
 */
export function demoSsoSettings(env: NodeJS.ProcessEnv = process.env): SsoSettings {
  const key = (name: string) => {
    const value = env[name]?.trim();
    if (!value) return randomBytes(32).toString('base64url');
    if (value.length < MIN_SECRET_LENGTH) throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters`);
    return value;
  };
  return {
    scope: DEMO_TENANT,
    hash_secret: key(DEMO_SSO_ENV.hashSecret),
    auth0_key: key(DEMO_SSO_ENV.auth0Key),
    didp_secret: key(DEMO_SSO_ENV.didpSecret),
    field: null,
    audience: null,
    issuer: null,
  };
}

/**
 * Creates the demo tenant with its settings, profile fields and accounts. Idempotent: when the tenant
 * exists nothing is touched (also when two processes start at once: the tenant row decides).
 */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  const existing = await db.selectFrom('tenants').select('scope').where('scope', '=', DEMO_TENANT).executeTakeFirst();
  if (existing) {
    // A demo database seeded before the team leader area gets the team now, and the branding.
    await db
      .updateTable('settings')
      .set({ json: sql`json || ${json({ signinLogo: DEMO_SIGNIN_LOGO, enableCatalogueExtensions: true })}::jsonb` })
      .where('scope', '=', DEMO_TENANT)
      .execute();
    await db.deleteFrom('named_items').where('scope', '=', DEMO_TENANT).where('name', '=', ITEMS.usernameLookupEnabled).execute();
    await db.insertInto('named_items').values({ scope: DEMO_TENANT, name: ITEMS.usernameLookupEnabled, value: 'true' }).execute();
    await seedDemoTeam(db, DEMO_TENANT);
    await seedDemoDashboard(db, DEMO_TENANT);
    await seedDemoScoreHistory(db, DEMO_TENANT);
    await seedDemoCertificates(db, DEMO_TENANT);
    await seedDemoCommerce(db, DEMO_TENANT);
    await seedDemoApprovals(db, DEMO_TENANT);
    await seedDemoTasks(db, DEMO_TENANT);
    await seedDemoExternalLearning(db, DEMO_TENANT);
    await seedDemoLrsClient(db, DEMO_TENANT);
    return { created: false };
  }
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => (account.authenticationMode === 'sso' ? null : hashPassword(DEMO_PASSWORD))));
  const ssoSettings = demoSsoSettings();

  return db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({ scope: DEMO_TENANT, name: 'Demo University' })
      .onConflict((oc) => oc.column('scope').doNothing())
      .returning('scope')
      .executeTakeFirst();
    if (!tenant) return { created: false };
    await trx
      .insertInto('settings')
      .values({ scope: DEMO_TENANT, json: json(SETTINGS) })
      .execute();
    await trx
      .insertInto('named_items')
      .values(NAMED_ITEMS.map((item) => ({ scope: DEMO_TENANT, ...item })))
      .execute();
    await trx
      .insertInto('profile_fields')
      .values(PROFILE_FIELDS.map((def, position) => ({ scope: DEMO_TENANT, position, def: json(def) })))
      .execute();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const id = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id,
          scope: DEMO_TENANT,
          username: account.username,
          password_hash: passwordHashes[index] ?? null,
          display_name: `${account.firstName} ${account.surname}`,
          first_name: account.firstName,
          surname: account.surname,
          email: account.email ?? `${account.username}@demo.example`,
          email_verified: true,
          roles: json(account.roles),
          authentication_mode: account.authenticationMode ?? 'forms',
          profile: json(account.profile),
          named_item_overrides: json(account.overrides ?? []),
          must_change_password: account.mustChangePassword ?? false,
          mfa_mode: account.mfaMode ?? 'none',
          mfa_secret: account.mfaMode === 'ga' ? DEMO_MFA_SECRET : null,
        })
        .execute();
      if (account.mfaMode === 'ga') await replaceRecoveryCodes(trx, id, DEMO_RECOVERY_CODES);
      if (account.username === 'learner') await seedDemoCpd(trx, DEMO_TENANT, id);
    }
    await saveSsoSettings(trx, ssoSettings);
    await seedDemoCatalogue(trx);
    await seedDemoTeam(trx, DEMO_TENANT);
    await seedDemoDashboard(trx, DEMO_TENANT);
    await seedDemoScoreHistory(trx, DEMO_TENANT);
    await seedDemoCertificates(trx, DEMO_TENANT);
    await seedDemoCommerce(trx, DEMO_TENANT);
    await seedDemoApprovals(trx, DEMO_TENANT);
    await seedDemoTasks(trx, DEMO_TENANT);
    await seedDemoExternalLearning(trx, DEMO_TENANT);
    await seedDemoLrsClient(trx, DEMO_TENANT);
    return { created: true };
  });
}
