import { type AppSettings, type Profile, type ProfileFieldDefinition } from '@portal/contracts';
import { profileFieldProblem, type ProfileUpdateOutcome } from '@portal/contracts/account';

/** Spec 1 §4: registration exists only when self-registration is configured and names no external action. */
export function isSelfRegistrationOpen(settings: Pick<AppSettings, 'selfRegistration'>): boolean {
  return settings.selfRegistration !== undefined && settings.selfRegistration.action === undefined;
}

type RegistrationProfileField = NonNullable<AppSettings['registrationProfileFields']>[number];

/** Spec 1 §3: the registration payload carries the free fields plus mail and preferredLanguage. */
const ALWAYS_ON_FORM = ['mail', 'preferredLanguage'];
const MAIL_DEFINITION: ProfileFieldDefinition = { name: 'mail', label: 'E-mail', type: 'mail', required: false, adminOnly: false };

/**
 * Fields a registrant fills in: the configured registration fields that are not hidden, or every field
 * an ordinary user may edit when none are configured; always mail and preferredLanguage.
 */
export function registrationFormFields(definitions: readonly ProfileFieldDefinition[], registrationFields: readonly RegistrationProfileField[] | undefined): Set<string> {
  const names = registrationFields
    ? registrationFields.filter((field) => !field.hidden).map((field) => field.name)
    : definitions.filter((def) => !def.adminOnly).map((def) => def.name);
  const adminOnly = new Set(definitions.filter((def) => def.adminOnly).map((def) => def.name));
  return new Set([...names, ...ALWAYS_ON_FORM].filter((name) => !adminOnly.has(name)));
}

function isEmpty(value: Profile[string] | undefined): boolean {
  return value === undefined || value === null || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
}

export interface RegistrationRules {
  definitions: readonly ProfileFieldDefinition[];
  registrationFields?: readonly RegistrationProfileField[];
  userNameIsEmail?: boolean;
}

/**
 * The profile a registration creates (spec 1 §3, §5). Each sent field must be on the registration form
 * and pass its definition; required form fields must be filled; hidden registration fields take their
 * configured value whatever was sent; with userNameIsEmail the username is the mail (lower-cased).
 */
export function registrationProfile(rules: RegistrationRules, username: string, sent: Profile): ProfileUpdateOutcome {
  const form = registrationFormFields(rules.definitions, rules.registrationFields);
  const hidden = new Map((rules.registrationFields ?? []).filter((field) => field.hidden).map((field) => [field.name, field.value ?? '']));
  const definition = (name: string) => rules.definitions.find((def) => def.name === name) ?? (name === 'mail' ? MAIL_DEFINITION : undefined);

  const profile: Profile = {};
  for (const field of rules.registrationFields ?? []) {
    if (!field.hidden && field.value !== undefined) profile[field.name] = field.value;
  }
  const entries = Object.entries(sent).filter(([name]) => !hidden.has(name) && !(rules.userNameIsEmail && name === 'mail'));
  if (rules.userNameIsEmail) entries.push(['mail', username.trim().toLowerCase()]);
  for (const [name, value] of entries) {
    if (!form.has(name)) return { ok: false, field: name, reason: 'not a registration field' };
    const def = definition(name);
    const reason = def ? profileFieldProblem({ ...def, required: false }, value) : undefined;
    if (reason) return { ok: false, field: name, reason };
    profile[name] = typeof value === 'string' ? value.trim() : value;
  }
  for (const def of rules.definitions) {
    if (def.required && form.has(def.name) && isEmpty(profile[def.name])) return { ok: false, field: def.name, reason: 'required' };
  }
  for (const [name, value] of hidden) profile[name] = value;
  return { ok: true, profile };
}

/** Display name of a new account: first name and surname when the profile has them, else the username. */
export function registrationDisplayName(username: string, profile: Profile): string {
  const part = (name: string) => (typeof profile[name] === 'string' ? (profile[name] as string).trim() : '');
  return [part('firstName'), part('surname')].filter(Boolean).join(' ') || username;
}

/**
 * A self-registered user with an e-mail proves it before the first sign-in. (A user who must also set a
 * password is handled by RequiresNewPasswordWithEmailVerification instead.)
 */
export function awaitsEmailVerification(user: { must_change_password: boolean; requires_email_verification: boolean; email_verified: boolean }): boolean {
  return user.requires_email_verification && !user.email_verified && !user.must_change_password;
}

/** Sign-in answer (with result 'Failed') for a correct password of an account whose e-mail is not verified yet. */
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your e-mail address first: open the link in the e-mail we sent you.';
