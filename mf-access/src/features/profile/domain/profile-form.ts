import * as v from 'valibot';
import { ITEMS, namedItem, type AppSettings, type Profile, type ProfileFieldDefinition, type ProfileUpdate, type User } from '@portal/contracts';
import { profileFieldProblem } from '@portal/contracts/account';
import { isDateField, isMultiValue, midnightUtc, splitList } from '../../../lib/profile-values';

/** What the form holds per field: a list for multi-value fields, text for the others (dates as yyyy-mm-dd). */
export type ProfileFormValue = string | string[];
export type ProfileFormValues = Record<string, ProfileFormValue>;

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T|$)/;

/**
 * Spec 1 §5: the profile is read-only for users who do not sign in with a password ('sso') and
 * wherever the tenant sets Profile.Editing.Enabled to 'false'.
 */
export function isProfileEditable(user: Pick<User, 'authenticationMode'>, settings: Pick<AppSettings, 'items'> | null): boolean {
  return user.authenticationMode === 'forms' && namedItem(settings ?? { items: [] }, ITEMS.profileEditingEnabled) !== 'false';
}

/** Whether the e-mail is the username (settings.userNameIsEmail): the mail box then shows the username and is not edited. */
export const mailIsUsername = (def: ProfileFieldDefinition, settings: Pick<AppSettings, 'userNameIsEmail'> | null) =>
  def.type === 'mail' && def.name === 'mail' && settings?.userNameIsEmail === true;

/**
 * The account's own address in the profile (the mail field, when it is not the username): shown but not
 * saved with the form; it changes through the confirmed e-mail change.
 */
export const isAccountMail = (def: ProfileFieldDefinition, settings: Pick<AppSettings, 'userNameIsEmail'> | null) =>
  def.type === 'mail' && def.name === 'mail' && !mailIsUsername(def, settings);

/** The form's starting values from the stored profile: dates shown as yyyy-mm-dd, multi-value fields as lists. */
export function profileFormValues(defs: readonly ProfileFieldDefinition[], profile: Profile): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const def of defs) {
    const stored = profile[def.name];
    if (isMultiValue(def)) values[def.name] = Array.isArray(stored) ? [...stored] : splitList(stored ?? '');
    else if (isDateField(def)) values[def.name] = typeof stored === 'string' ? (ISO_DAY.exec(stored)?.[1] ?? stored) : '';
    else values[def.name] = Array.isArray(stored) ? stored.join(', ') : (stored ?? '');
  }
  return values;
}

/** The value as the LMS stores it: a date as midnight UTC (spec 1 §5), text trimmed, lists as they are. */
export function toProfileValue(def: ProfileFieldDefinition, value: ProfileFormValue | undefined): Profile[string] {
  if (Array.isArray(value)) return value;
  if (isMultiValue(def)) return splitList(value ?? '');
  const text = (value ?? '').trim();
  if (isDateField(def) && text) return midnightUtc(text);
  return text;
}

/**
 * The profile form as a valibot schema for react-hook-form, built from the tenant's field
 * definitions: each field the user may fix is checked with profileFieldProblem (the rule the LMS
 * applies) on the value as it would be stored; adminOnly fields and a mail box that is the username
 * are not checked. Issue messages are 'required', 'invalid' or the field's supportedValuesMessage.
 */
export function profileFormSchema(defs: readonly ProfileFieldDefinition[], settings: Pick<AppSettings, 'userNameIsEmail'> | null) {
  const entries = defs.map((def) => {
    const value = v.union([v.string(), v.array(v.string())]);
    if (def.adminOnly || mailIsUsername(def, settings)) return [def.name, v.optional(value)] as const;
    const checked = v.pipe(
      v.optional(value, ''),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = profileFieldProblem(def, toProfileValue(def, dataset.value));
        if (problem) addIssue({ message: problem });
      }),
    );
    return [def.name, checked] as const;
  });
  return v.object(Object.fromEntries(entries));
}

/**
 * Spec 1 §5 per field, as profileFormSchema finds it: 'required', the field's supportedValuesMessage,
 * or 'invalid'; fields without a problem are absent.
 */
export function profileFormProblems(
  defs: readonly ProfileFieldDefinition[],
  values: ProfileFormValues,
  settings: Pick<AppSettings, 'userNameIsEmail'> | null,
): Record<string, string> {
  const result = v.safeParse(profileFormSchema(defs, settings), values);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const [name, messages] of Object.entries(v.flatten(result.issues).nested ?? {})) if (messages?.[0]) problems[name] = messages[0];
  return problems;
}

/**
 * What is sent: every field the user may edit (adminOnly fields and the account's address are
 * excluded), dates as midnight UTC; when the username is the e-mail it is sent as EmailAddress (spec 1 §5).
 */
export function profileUpdate(
  defs: readonly ProfileFieldDefinition[],
  values: ProfileFormValues,
  user: Pick<User, 'username'>,
  settings: Pick<AppSettings, 'userNameIsEmail'> | null,
): ProfileUpdate {
  const profile: Profile = {};
  for (const def of defs) {
    if (def.adminOnly || mailIsUsername(def, settings) || isAccountMail(def, settings)) continue;
    profile[def.name] = toProfileValue(def, values[def.name]);
  }
  const update: ProfileUpdate = { profile };
  if (settings?.userNameIsEmail && v.is(v.pipe(v.string(), v.email()), user.username)) update.EmailAddress = user.username;
  return update;
}
