import type { AppSettings } from '@portal/contracts';

/** Spec 1 §5: when the username is the e-mail address it is lower-cased before a reset request. */
export function resetUsername(username: string, settings: Pick<AppSettings, 'userNameIsEmail'> | null): string {
  const trimmed = username.trim();
  return settings?.userNameIsEmail ? trimmed.toLowerCase() : trimmed;
}
