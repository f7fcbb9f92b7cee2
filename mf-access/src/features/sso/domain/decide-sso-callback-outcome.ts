import { type TokenIssueResponse } from '@portal/contracts';
import { SSO_MESSAGES, SSO_TYPES, type SsoType } from '@portal/contracts/sso';
import { isSessionStarted } from '../../../lib/sign-in-result';

/**
 * What /access/sso/callback/{type}/{token} has learned so far (spec 1 §4 "SSO callback"):
 * - 'start': only the type from the address;
 * - 'issued': the token issue call answered;
 * - 'issueFailed': the token issue call was refused or did not answer (`message`: the server's Message;
 *   `ssoUser`: the user the token or payload named, when the LMS could read it);
 * - 'sessionFailed': a session started but the user, settings or profile could not be loaded.
 *   The spec marks that failure with the invalid SSO user (`ssoUser`).
 */
export type SsoCallbackStep =
  | { step: 'start'; type: string }
  | { step: 'issued'; response: TokenIssueResponse }
  | { step: 'issueFailed'; message?: string; ssoUser?: string }
  | { step: 'sessionFailed'; ssoUser?: string; message?: string };

export type SsoCallbackOutcome =
  /** Unknown type: the page shows 'Invalid auth type'. */
  | { kind: 'invalidAuthType'; message: typeof SSO_MESSAGES.invalidAuthType }
  /** A known type: issue the token for it. */
  | { kind: 'issueToken'; type: SsoType }
  /** The LMS started a session: continue like a forms sign-in. */
  | { kind: 'completeSignIn' }
  /** No SSO user and a message other than the default: log out and go to sign-in, showing the message. */
  | { kind: 'signOut'; authError: string }
  /** Otherwise: the sso-error page with the SSO user (when known) and the message. */
  | { kind: 'ssoError'; ssoUser?: string; authError: string };

const isSsoType = (type: string): type is SsoType => (SSO_TYPES as readonly string[]).includes(type);

/** Spec 1 §4: the server's message or 'Invalid username or password'; then sign-out or the error page. */
function failure(message: string | undefined, ssoUser: string | undefined): SsoCallbackOutcome {
  const authError = message || SSO_MESSAGES.defaultFailure;
  if (!ssoUser && authError !== SSO_MESSAGES.defaultFailure) return { kind: 'signOut', authError };
  return { kind: 'ssoError', ...(ssoUser ? { ssoUser } : {}), authError };
}

/** Every branch of spec 1 §4 "SSO callback", as one decision per step. */
export function decideSsoCallbackOutcome(step: SsoCallbackStep): SsoCallbackOutcome {
  switch (step.step) {
    case 'start':
      return isSsoType(step.type) ? { kind: 'issueToken', type: step.type } : { kind: 'invalidAuthType', message: SSO_MESSAGES.invalidAuthType };
    case 'issued':
      return isSessionStarted(step.response.result) ? { kind: 'completeSignIn' } : failure(step.response.Message, undefined);
    case 'issueFailed':
      return failure(step.message, step.ssoUser);
    case 'sessionFailed':
      return failure(step.message, step.ssoUser);
  }
}
