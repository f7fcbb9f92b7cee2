import { ITEMS, type NamedItem } from '../settings';
import { safeRegExp } from './password-complexity';

/** Spec 1 §5 fallback: letters, digits, dots, hyphens, underscores, @ and apostrophes. */
export const DEFAULT_USERNAME_EXPRESSION = "^[A-Za-z0-9.\\-_@']+$";

/** Message key shown when a username fails the rule (spec 1 §5). */
export const USERNAME_COMPLEXITY = 'UsernameComplexity';

/** Whether a username passes Account.Username.ComplexityExpression (or the fallback when unset or broken). */
export function isUsernameAllowed(username: string, items: readonly NamedItem[]): boolean {
  const configured = items.find((item) => item.name === ITEMS.usernameComplexityExpression)?.value;
  const expression = (configured && safeRegExp(configured)) || new RegExp(DEFAULT_USERNAME_EXPRESSION);
  return expression.test(username);
}
