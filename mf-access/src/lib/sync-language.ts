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
