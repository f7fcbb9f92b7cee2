import type { AuthenticationMode } from '../auth';
import { MFA_FLAGS, MFA_FORCED_MODE, type MfaMode } from '../mfa';
import { ITEMS, type NamedItem } from '../settings';

/**
 * The two-factor rules of spec 1 §3, §4, §6, one place for the portal (@portal/session, the account
 * area) and the reference LMS.
 */

/** Account.2FA.LearnerPortal.Mode values: 0 (or unset) none, 1 optional, 2 forced. */
export const TWO_FACTOR_MODE = { none: '0', optional: '1', forced: MFA_FORCED_MODE } as const;

/** Who is asking: only the authentication mode matters (a missing user is never offered set-up). */
type TwoFactorUser = { authenticationMode: AuthenticationMode } | null | undefined;
/** The named items in force (the portal's settings; the LMS passes the tenant's items with the user's overrides). */
type WithItems = { items?: readonly NamedItem[] | undefined } | null | undefined;

const modeItem = (settings: WithItems) => settings?.items?.find((item) => item.name === ITEMS.twoFactorMode)?.value;

/** Spec 1 §3, §6: set-up is for 'forms' users, where the tenant's mode is optional (1) or forced (2). */
export function isTwoFactorSetupAllowed(user: TwoFactorUser, settings: WithItems): boolean {
  const mode = modeItem(settings);
  return user?.authenticationMode === 'forms' && (mode === TWO_FACTOR_MODE.optional || mode === TWO_FACTOR_MODE.forced);
}

/** Spec 1 §4: set-up is required of 'forms' users where the mode is forced (2). */
export function isTwoFactorSetupRequired(user: TwoFactorUser, settings: WithItems): boolean {
  return user?.authenticationMode === 'forms' && modeItem(settings) === TWO_FACTOR_MODE.forced;
}

/**
 * The method flags a user may choose from: Account.2FA.Methods (sms 1, authenticator 2, email 4;
 * unset or not a number: none), without e-mail when the user has no e-mail (spec 1 §3).
 */
export function availableMfaMethods(methodsItem: string | undefined, hasEmail: boolean): number {
  const configured = Number.parseInt(methodsItem ?? '', 10);
  const methods = Number.isFinite(configured) ? configured : 0;
  return hasEmail ? methods : methods & ~MFA_FLAGS.email;
}

/** A method a user can set up; 'ga' is the authenticator app. */
export type MfaSetupMethod = Exclude<MfaMode, 'none'>;

/** Each method's flag, in the order the methods are offered. */
const METHOD_FLAGS: ReadonlyArray<readonly [MfaSetupMethod, number]> = [
  ['ga', MFA_FLAGS.authenticator],
  ['sms', MFA_FLAGS.sms],
  ['email', MFA_FLAGS.email],
];

/** Whether a mode may be chosen with these flags ('none' always may). */
export function isMfaModeAvailable(mode: MfaMode, methods: number): boolean {
  return mode === 'none' || METHOD_FLAGS.some(([method, flag]) => method === mode && (methods & flag) !== 0);
}

/** The methods offered for these flags (authenticator app, SMS, e-mail), e-mail only when the user has an e-mail. */
export function offeredMfaMethods(methods: number, hasEmail: boolean): MfaSetupMethod[] {
  return METHOD_FLAGS.filter(([method, flag]) => (methods & flag) !== 0 && (method !== 'email' || hasEmail)).map(([method]) => method);
}
