import type { ApiClient } from '@portal/api-client';
import { bus } from '@portal/event-bus';
import { changeLanguage } from '@portal/i18n';
import { isProfileComplete, loadProfileFields, loadRoleChecks, loadSettings, postLoginDestination, sessionStore } from '@portal/session';
import { postUserSignIn } from './api/post-user-signin';
import { currentScope } from './scope';
import { languageToSync } from './sync-language';

/**
 * The end of every sign-in once the LMS has started a session (password, or password then second
 * factor): load the user, settings, profile fields and role checks, sync the language, store the
 * session, announce it, and answer where to go (spec 1 §4 post-login routing). The return state
 * is used once, then cleared.
 */
export async function completeSignIn(api: ApiClient, username: string): Promise<string> {
  const scope = currentScope();
  const session = sessionStore.getState();
  // Settings and profile fields are public, so they load alongside the user.
  // Fresh settings: named items can apply to this user differently (a forced two-factor mode).
  const [signedIn, freshSettings, profileFields] = await Promise.all([postUserSignIn(api, scope, username), loadSettings(api, scope), loadProfileFields(api, scope)]);
  // A failed read keeps the settings the portal already has.
  const settings = freshSettings ?? session.settings ?? { items: [] };
  const checks = await loadRoleChecks(api, scope, signedIn, settings);
  const user = { ...signedIn, isProfileCompleted: isProfileComplete(signedIn.profile, profileFields) };

  const locale = languageToSync(user, settings);
  if (locale) await changeLanguage(locale);

  session.setSettings(settings);
  session.setProfileFields(profileFields);
  session.setChecks(checks);
  session.setUser(user);
  bus.emit('auth.signed-in.v1', { userId: user.id });

  const destination = postLoginDestination({ user, settings, returnTo: sessionStore.getState().returnTo, profileFields });
  session.setReturnTo(null);
  return destination;
}
