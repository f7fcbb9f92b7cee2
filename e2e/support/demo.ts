/**
 * The demo tenant's accounts and secrets as the reference LMS seeds them (deploy/lms/src/seed/demo.ts).
 * Copied, not imported: importing the LMS would load its database driver into every test worker.
 */

/** Password of every demo account seeded by the reference LMS. */
export const DEMO_PASSWORD = 'Portal!2026';

export interface DemoUser {
  username: string;
  /** First name and surname, as the dashboard greets the user. */
  displayName: string;
}

/** The demo accounts (deploy/lms/src/seed/demo.ts). */
export const DEMO_USERS = {
  learner: { username: 'learner', displayName: 'Alex Morgan' },
  approver: { username: 'approver', displayName: 'Priya Shah' },
  instructor: { username: 'instructor', displayName: 'Tom Evans' },
  teamLeader: { username: 'teamleader', displayName: 'Grace Okafor' },
  reviewer: { username: 'reviewer', displayName: 'Sam Taylor' },
  /** Forced two-factor, authenticator app set up with DEMO_MFA_SECRET. */
  mfaUser: { username: 'mfa-user', displayName: 'Jordan Lee' },
  /** A mandatory profile field (job title) is empty. */
  newbie: { username: 'newbie', displayName: 'Casey Brown' },
} as const satisfies Record<string, DemoUser>;

/** deploy/lms seeds sso-user for single sign-on only (no password). */
export const DEMO_SSO_USER: DemoUser = { username: 'sso-user', displayName: 'Morgan Reid' };

/**
 * The demo accounts a test can start signed in as (fixtures.ts `signedInAs`): a password alone
 * starts their session. mfa-user needs a second factor (and a TOTP step is accepted once per
 * account), newbie is sent to complete the profile: both sign in through the UI in their own tests.
 */
export type SignedInRole = Exclude<keyof typeof DEMO_USERS, 'mfaUser' | 'newbie'>;

/**
 * The authenticator secret of mfa-user, as exported by '@portal/lms' (DEMO_MFA_SECRET). An override
 * through the environment keeps the suite usable against another seed.
 */
export const DEMO_MFA_SECRET = process.env.DEMO_MFA_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Spec 1 §4: half of Account.Login.MaxInvalidPasswordAttempts ('6' in the demo config). */
export const FAILED_SIGN_INS_BEFORE_FORGOT = 3;

/** The demo tenant's scope, sent with every sign-in. */
export const DEMO_SCOPE = 'demo';
