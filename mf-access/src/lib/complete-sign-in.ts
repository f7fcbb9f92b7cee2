import type { ApiClient } from '@portal/api-client';
import { bus } from '@portal/event-bus';
import { changeLanguage } from '@portal/i18n';
import { featureEnabled, isProfileComplete, postLoginDestination, sessionStore } from '@portal/session';
import { getAppSettings } from './api/get-app-settings';
import { getProfileFields } from './api/get-profile-fields';
import { isInstructor } from './api/is-instructor';
import { isTeamLeader } from './api/is-team-leader';
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
  const [signedIn, settings, profileFields] = await Promise.all([
    postUserSignIn(api, scope, username),
    getAppSettings(api, scope, session.settings ?? { items: [] }),
    getProfileFields(api, scope),
  ]);
  const [instructor, teamLeader] = await Promise.all([
    // Spec 1 §6: the instructor check runs only when instructors are configured.
    featureEnabled(settings, 'instructors') ? isInstructor(api, scope, signedIn.id) : false,
    isTeamLeader(api, scope, signedIn.id),
  ]);
  const user = { ...signedIn, isProfileCompleted: isProfileComplete(signedIn.profile, profileFields) };

  const locale = languageToSync(user, settings);
  if (locale) await changeLanguage(locale);

  session.setSettings(settings);
  session.setProfileFields(profileFields);
  session.setChecks({ isInstructor: instructor, isTeamLeader: teamLeader });
  session.setUser(user);
  bus.emit('auth.signed-in.v1', { userId: user.id });

  const destination = postLoginDestination({ user, settings, returnTo: sessionStore.getState().returnTo, profileFields });
  session.setReturnTo(null);
  return destination;
}
