import type { AppSettings, User } from '@portal/contracts';
import { negotiateLocale } from '@portal/i18n';

/**
 * Spec 1 §4 language sync after sign-in: when the tenant offers languages and the user has a
 * preferred one, the locale to switch to (negotiated against the offered list); else undefined.
 */
export function languageToSync(user: Pick<User, 'profile'>, settings: Pick<AppSettings, 'languages'>): string | undefined {
  const preferred = user.profile.preferredLanguage;
  if (!settings.languages?.length || typeof preferred !== 'string' || !preferred.trim()) return undefined;
  return negotiateLocale(preferred, settings.languages);
}

/**
 * Spec 1 §5 profile: choosing another preferredLanguage in the profile switches the portal to it
 * once saved. The locale to switch to (negotiated against the tenant's languages, else every
 * supported one) when the saved value differs from the one before; else undefined.
 */
export function languageAfterProfileSave(
  before: Pick<User, 'profile'>['profile'],
  saved: Pick<User, 'profile'>['profile'],
  settings: Pick<AppSettings, 'languages'> | null,
): string | undefined {
  const preferred = saved.preferredLanguage;
  if (typeof preferred !== 'string' || !preferred.trim() || preferred === before.preferredLanguage) return undefined;
  return negotiateLocale(preferred, settings?.languages?.length ? settings.languages : undefined);
}
