import type { AppSettings } from '@portal/contracts';
import { failedSignInAllowance } from '@portal/session';

/**
 * One more failed sign-in (spec 1 §4): the counter that starts at `failedSignInAllowance(settings)`
 * goes down by one; at zero or less, and only with forgotten password enabled, the user is sent to
 * the forgot page. The page keeps the number of failures rather than the counter itself, so
 * settings that arrive after the page opened still set the starting value.
 */
export function registerFailedSignIn(failures: number, settings: AppSettings | null | undefined): { failures: number; sendToForgot: boolean } {
  const next = failures + 1;
  const counter = failedSignInAllowance(settings) - next;
  return { failures: next, sendToForgot: counter <= 0 && settings?.enableForgottenPassword === true };
}
