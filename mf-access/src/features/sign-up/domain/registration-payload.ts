import { type Profile, type ProfileFieldDefinition } from '@portal/contracts';
import { profileFieldProblem, type Registration } from '@portal/contracts/account';
import { PREFERRED_LANGUAGE_FIELD } from '../../../lib/profile-values';
import { MAIL_FIELD } from './registration-fields';
import { isDateField, midnightUtc } from '../../../lib/profile-values';
import { requestUsername } from '../../../lib/username';
import type { SignUpForm } from './sign-up-form';

export interface PayloadContext {
  userNameIsEmail: boolean;
  /** Every profile field definition of the tenant (to know which fields exist and their types). */
  definitions: readonly ProfileFieldDefinition[];
  /** The visible registration fields. */
  visible: readonly ProfileFieldDefinition[];
  hidden: Profile;
  /** The portal's language now, sent as the preferred language. */
  language: string | undefined;
}

/** Spec 1 §5: dates are sent as midnight UTC. */
function profileValue(def: ProfileFieldDefinition, value: string | string[]): string | string[] | null {
  if (Array.isArray(value)) return value;
  const trimmed = value.trim();
  if (!trimmed) return null;
  return isDateField(def) ? midnightUtc(trimmed) : trimmed;
}

/**
 * POST /reach/{scope}/api/v4/users body (spec 1 §3): Username, Password, authenticationMode 'forms',
 * and the profile: the filled-in fields, the hidden registration fields, mail (the username when it
 * is the e-mail, lower-cased) and preferredLanguage (when the tenant has that field and accepts the value).
 */
export function registrationPayload(form: SignUpForm, context: PayloadContext): Registration {
  const Username = requestUsername(form.username, context.userNameIsEmail);
  const profile: Profile = {};
  for (const def of context.visible) {
    const value = profileValue(def, form.profile[def.name] ?? '');
    if (value !== null && !(Array.isArray(value) && value.length === 0)) profile[def.name] = value;
  }
  Object.assign(profile, context.hidden);
  if (context.userNameIsEmail) profile[MAIL_FIELD] = Username;
  const languageField = context.definitions.find((def) => def.name === PREFERRED_LANGUAGE_FIELD && !def.adminOnly);
  const language = context.language;
  // Only a language the field accepts: the LMS refuses the whole registration otherwise.
  if (languageField && language && profile[PREFERRED_LANGUAGE_FIELD] === undefined && !profileFieldProblem(languageField, language)) {
    profile[PREFERRED_LANGUAGE_FIELD] = language;
  }
  return { Username, Password: form.password, authenticationMode: 'forms', profile };
}
