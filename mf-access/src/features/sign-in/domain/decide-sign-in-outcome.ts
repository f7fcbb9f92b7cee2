import { isSessionStarted } from '../../../lib/sign-in-result';

/**
 * What the sign-in page does next with the `result` of POST /authr/token/issue/reach (spec 1 §4).
 * - 'continue': a session started; load the user, settings and profile, then route.
 * - 'verifyAndSetPassword': ask the LMS to e-mail a VerifyAndSetPassword link.
 * - 'verifyAndSetPasswordWithoutEmail': get a code and go to recover with it.
 * - 'verifySecondFactor': go to the MFA code page.
 * - 'failed': any other result.
 */
export type SignInOutcome = 'continue' | 'verifyAndSetPassword' | 'verifyAndSetPasswordWithoutEmail' | 'verifySecondFactor' | 'failed';

export function decideSignInOutcome(result: string | null | undefined): SignInOutcome {
  if (isSessionStarted(result)) return 'continue';
  switch (result) {
    case 'RequiresNewPasswordWithEmailVerification':
      return 'verifyAndSetPassword';
    case 'RequiresNewPassword':
      return 'verifyAndSetPasswordWithoutEmail';
    case 'Requires2FAVerification':
      return 'verifySecondFactor';
    default:
      return 'failed';
  }
}
