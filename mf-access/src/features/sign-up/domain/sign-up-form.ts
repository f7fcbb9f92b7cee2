import * as v from 'valibot';
import { type NamedItem, type ProfileFieldDefinition } from '@portal/contracts';
import { USERNAME_COMPLEXITY, isUsernameAllowed, profileFieldProblem } from '@portal/contracts/account';
import { newPasswordCheck } from '../../../lib/new-password-rules';
import { isMultiValue } from '../../../lib/profile-values';
import { requestUsername } from '../../../lib/username';

export const REQUIRED = 'required';
/** When the username is the e-mail it must be one. */
export const INVALID_EMAIL = 'InvalidEmail';

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpRules {
  items: readonly NamedItem[];
  userNameIsEmail: boolean;
  /** The visible registration profile fields. */
  fields: readonly ProfileFieldDefinition[];
}

function profileFieldSchema(def: ProfileFieldDefinition) {
  const value = isMultiValue(def) ? v.array(v.string()) : v.string();
  return v.pipe(
    value,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      // The field's own rules (spec 1 §5 profile): 'required', its supportedValuesMessage, or 'invalid'.
      const problem = profileFieldProblem(def, dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  );
}

/**
 * Spec 1 §5 "Sign-up": username, password and confirmation required; the username passes
 * Account.Username.ComplexityExpression (UsernameComplexity) and, when it is the e-mail, is one;
 * password and confirmation pass the shared new-password rules (newPasswordCheck: complexity,
 * PasswordMissMatch); each registration profile field passes its rules.
 * Issue messages are message keys, or configured messages as they are.
 */
export function signUpFormSchema({ items, userNameIsEmail, fields }: SignUpRules) {
  return v.pipe(
    v.object({
      username: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED)),
      password: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
      profile: v.object(Object.fromEntries(fields.map((def) => [def.name, profileFieldSchema(def)]))),
    }),
    v.forward(
      v.partialCheck([['username']], ({ username }) => !username || !userNameIsEmail || MAIL.test(requestUsername(username, userNameIsEmail)), INVALID_EMAIL),
      ['username'],
    ),
    v.forward(
      v.partialCheck([['username']], ({ username }) => !username || isUsernameAllowed(requestUsername(username, userNameIsEmail), items), USERNAME_COMPLEXITY),
      ['username'],
    ),
    newPasswordCheck(items),
  );
}

export interface SignUpForm {
  username: string;
  password: string;
  confirmPassword: string;
  profile: Record<string, string | string[]>;
}
