import type { AppSettings, ProfileFieldDefinition, User } from '@portal/contracts';
import { isProfileComplete, isTwoFactorSetupRequired, MFA_SETUP_PATH, PROFILE_SETTINGS_PATH } from '@portal/session';

/** Private pages a user with an incomplete profile may still open: the settings page (which then shows only the profile) and its profile address. */
const PROFILE_PAGES: readonly string[] = ['/account/settings', '/account/profile'];

export type AccountSetupDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface AccountSetupInput {
  user: User | null;
  settings: AppSettings | null;
  /** The tenant's profile definitions when loaded (an empty list when not yet). */
  profileFields: readonly ProfileFieldDefinition[];
  /** Path (and query) of the private page asked for. */
  path: string;
  /** The user opened two-factor set-up (where it is optional) and has not finished it. */
  twoFactorSetupStarted?: boolean;
}

/**
 * Whether the profile still lacks a mandatory value: decided from the definitions when the portal
 * has them, else from the flag set at sign-in (a reload does not load the definitions).
 */
export function isProfileIncomplete(user: User, profileFields: readonly ProfileFieldDefinition[]): boolean {
  return profileFields.length > 0 ? !isProfileComplete(user.profile, profileFields) : user.isProfileCompleted === false;
}

/**
 * Spec 1 §2 navigation blocks, for private pages (public access pages are never blocked): while
 * two-factor set-up is unfinished, forced or opened by the user, every private page but
 * /account/mfa leads there; while mandatory
 * profile fields are missing, every private page but the profile page leads to
 * /account/settings?view=profile. Saving the profile or completing the set-up lifts the block.
 */
export function decideAccountSetup({ user, settings, profileFields, path, twoFactorSetupStarted = false }: AccountSetupInput): AccountSetupDecision {
  if (!user) return { kind: 'allow' };
  const pathname = path.split(/[?#]/)[0] ?? '';
  if ((twoFactorSetupStarted || isTwoFactorSetupRequired(user, settings)) && !user.isTwoFASetupCompleted) {
    return pathname === MFA_SETUP_PATH ? { kind: 'allow' } : { kind: 'redirect', to: MFA_SETUP_PATH };
  }
  if (isProfileIncomplete(user, profileFields)) {
    return PROFILE_PAGES.includes(pathname) ? { kind: 'allow' } : { kind: 'redirect', to: PROFILE_SETTINGS_PATH };
  }
  return { kind: 'allow' };
}
