import { ITEMS, type NamedItem } from '../settings';

const itemValue = (items: readonly NamedItem[], name: string) => items.find((item) => item.name === name)?.value;

export const DEFAULT_PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_COMPLEXITY_MESSAGE = `must be at least ${DEFAULT_PASSWORD_MIN_LENGTH} characters`;

/**
 * Spec 1 §5: the configured complexity expression, else at least 8 characters. Returns the reason the
 * password is refused (the configured message when there is one), or undefined when it is acceptable.
 */
export function passwordComplexityProblem(password: string, items: readonly NamedItem[]): string | undefined {
  const expression = itemValue(items, ITEMS.passwordComplexityExpression);
  const message = itemValue(items, ITEMS.passwordComplexityMessage);
  const ok = expression ? (safeRegExp(expression)?.test(password) ?? password.length >= DEFAULT_PASSWORD_MIN_LENGTH) : password.length >= DEFAULT_PASSWORD_MIN_LENGTH;
  return ok ? undefined : message || DEFAULT_COMPLEXITY_MESSAGE;
}

/** Expressions come from tenant configuration; a broken one must not take the endpoint down. */
export function safeRegExp(expression: string): RegExp | undefined {
  try {
    return new RegExp(expression);
  } catch {
    return undefined;
  }
}
