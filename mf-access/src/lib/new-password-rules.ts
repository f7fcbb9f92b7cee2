import { ITEMS, namedItem, passwordComplexityProblem, type NamedItem } from '@portal/contracts';

/** Message keys of spec 1 §5 for a new password. */
export const PASSWORD_MISMATCH = 'PasswordMissMatch';
export const PASSWORD_COMPLEXITY = 'PasswordComplexity';

/**
 * Spec 1 §5: a new password must match the configured complexity expression (default at least 8
 * characters). Answers what to show when it does not: the configured complexity message, else the
 * key PasswordComplexity; undefined when the password is acceptable.
 */
export function passwordComplexityIssue(password: string, items: readonly NamedItem[]): string | undefined {
  return passwordComplexityProblem(password, items) ? passwordComplexityMessage(items) : undefined;
}

/** What a password that fails the complexity rule shows: the configured message, else PasswordComplexity. */
export function passwordComplexityMessage(items: readonly NamedItem[]): string {
  return namedItem({ items: [...items] }, ITEMS.passwordComplexityMessage) || PASSWORD_COMPLEXITY;
}

/** Spec 1 §5: the confirmation must equal the new password. */
export function passwordMismatchIssue(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : PASSWORD_MISMATCH;
}
