import { isTwoFactorSetupAllowed, type AppSettings, type User } from '@portal/contracts';
import { featureEnabled } from '@portal/session';

/** Spec 1 §3, §6: two-factor is offered to 'forms' users where the tenant's mode is optional or forced. */
export const isTwoFactorOffered = (user: Pick<User, 'authenticationMode'>, settings: Pick<AppSettings, 'items'> | null): boolean => isTwoFactorSetupAllowed(user, settings);

/** Spec 1 §2 settings views, in the order that decides the default. */
export const SETTINGS_VIEWS = ['profile', 'twoFactorAuth', 'changePassword'] as const;
export type SettingsView = (typeof SETTINGS_VIEWS)[number];

export const isSettingsView = (value: string | null | undefined): value is SettingsView => (SETTINGS_VIEWS as readonly string[]).includes(value ?? '');

/**
 * Spec 1 §6: my profile is on unless disabled (enableMyProfile); two-factor and change-password are
 * for 'forms' users only, two-factor where the tenant offers it (isTwoFactorOffered), change-password
 * where enableChangePassword is not false.
 */
export function enabledSettingsViews(user: Pick<User, 'authenticationMode'>, settings: AppSettings | null): SettingsView[] {
  const forms = user.authenticationMode === 'forms';
  return SETTINGS_VIEWS.filter((view) => {
    if (view === 'profile') return featureEnabled(settings, 'myProfile');
    if (view === 'twoFactorAuth') return isTwoFactorOffered(user, settings);
    return forms && featureEnabled(settings, 'changePassword');
  });
}

/**
 * Spec 1 §2: the view asked for when it is enabled, else the first enabled one; while the profile is
 * incomplete the profile view is forced (even where my profile is switched off: it is the only way
 * to complete it). Undefined when no view is enabled.
 */
export function chooseSettingsView(requested: string | null | undefined, enabled: readonly SettingsView[], profileComplete: boolean): SettingsView | undefined {
  if (!profileComplete) return 'profile';
  if (isSettingsView(requested) && enabled.includes(requested)) return requested;
  return enabled[0];
}
