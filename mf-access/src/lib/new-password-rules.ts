import * as v from 'valibot';
import { ITEMS, namedItem, type NamedItem } from '@portal/contracts';
import { passwordComplexityProblem } from '@portal/contracts/account';

/**
 * The one place for the spec 1 §5 new-password rules that change password, recover and sign-up
 * share. Each page turns the keys into its own text; a configured complexity message is shown as is.
 */
export const PASSWORD_MISMATCH = 'PasswordMissMatch';
export const PASSWORD_MUST_BE_NEW = 'PasswordMustBeNew';
export const PASSWORD_COMPLEXITY = 'PasswordComplexity';

export type NewPasswordRuleKey = typeof PASSWORD_MISMATCH | typeof PASSWORD_MUST_BE_NEW | typeof PASSWORD_COMPLEXITY;

const RULE_KEYS: readonly string[] = [PASSWORD_MISMATCH, PASSWORD_MUST_BE_NEW, PASSWORD_COMPLEXITY];

/**
 * The en-GB text of each rule key: one key, one text, wherever a new password is chosen (change
 * password, recover, sign-up). Each feature's messages take their texts from here.
 */
export const NEW_PASSWORD_TEXTS = {
  [PASSWORD_MISMATCH]: 'The passwords do not match.',
  [PASSWORD_MUST_BE_NEW]: 'The new password must be different from your current password',
  [PASSWORD_COMPLEXITY]: 'The password does not meet the password requirements.',
} as const satisfies Record<NewPasswordRuleKey, string>;

/** Whether an issue is one of the rule keys (else it is the tenant's configured complexity message). */
export const isNewPasswordRuleKey = (issue: string): issue is NewPasswordRuleKey => RULE_KEYS.includes(issue);

/** What a password that fails the complexity rule shows: the configured message, else PasswordComplexity. */
export function passwordComplexityMessage(items: readonly NamedItem[]): string {
  return namedItem({ items: [...items] }, ITEMS.passwordComplexityMessage) || PASSWORD_COMPLEXITY;
}

export interface NewPasswordInput {
  password: string;
  confirmation: string;
  /** The current password, where the user gives it (change password): the new one must differ. */
  current?: string;
}

export interface NewPasswordProblems {
  password?: string;
  confirmation?: string;
}

/**
 * Spec 1 §5: the new password differs from the current one (PasswordMustBeNew, change password
 * only), matches the configured complexity expression, default at least 8 characters (the
 * configured message, else PasswordComplexity); the confirmation equals it (PasswordMissMatch).
 * An empty box is left to the form's own 'required' check.
 */
export function newPasswordProblems({ password, confirmation, current }: NewPasswordInput, items: readonly NamedItem[]): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password && current && password === current) problems.password = PASSWORD_MUST_BE_NEW;
  else if (password && passwordComplexityProblem(password, items) !== undefined) problems.password = passwordComplexityMessage(items);
  if (confirmation && confirmation !== password) problems.confirmation = PASSWORD_MISMATCH;
  return problems;
}

type PasswordPair = { password: string; confirmPassword: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * newPasswordProblems as one valibot action for a form with `password` and `confirmPassword`
 * (recover, sign-up). It also runs when another box of the form failed, so every problem shows at once.
 */
export function newPasswordCheck<T extends PasswordPair>(items: readonly NamedItem[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = (typeof dataset.value === 'object' && dataset.value !== null ? dataset.value : {}) as Record<string, unknown>;
    const problems = newPasswordProblems({ password: text(input.password), confirmation: text(input.confirmPassword) }, items);
    const at = (key: keyof PasswordPair): [v.ObjectPathItem] => [{ type: 'object', origin: 'value', input, key, value: input[key] }];
    if (problems.password) addIssue({ message: problems.password, path: at('password') });
    if (problems.confirmation) addIssue({ message: problems.confirmation, path: at('confirmPassword') });
  });
}
