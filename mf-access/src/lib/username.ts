/**
 * Spec 1 §5: where the username is the e-mail address (settings.userNameIsEmail) it is lower-cased
 * before registration, verification and reset requests; it is always trimmed. The one place for
 * that rule: sign-up, forgotten password and the sign-in's verification requests use it.
 */
export function requestUsername(username: string, userNameIsEmail: boolean | undefined): string {
  const trimmed = username.trim();
  return userNameIsEmail ? trimmed.toLowerCase() : trimmed;
}
