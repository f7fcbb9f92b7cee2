import { MFA_PENDING_TTL_MINUTES } from './constants';

/**
 * Texts of the e-mails and SMS the LMS sends. Links are absolute (a mail client has no page to be
 * relative to): the portal's configured public address (PUBLIC_URL, never the request's Host header)
 * and its hash routes (spec 1 §2).
 */
export interface MessageText {
  subject: string;
  body: string;
}

export function verificationCodeMessage(systemName: string, code: string): MessageText {
  return {
    subject: `${systemName} verification code`,
    body: `Your ${systemName} verification code is ${code}. It expires in ${MFA_PENDING_TTL_MINUTES} minutes.`,
  };
}

/** The portal's page at `route` (a hash route with its query), from the portal's public address. */
export function portalLink(portalUrl: string, route: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/#${route}`;
}

export function passwordResetMessage(systemName: string, code: string, portalUrl: string): MessageText {
  return {
    subject: `Reset your ${systemName} password`,
    body: `To choose a new password, open ${portalLink(portalUrl, `/access/recover?code=${code}`)}\nIf you did not ask for this, you can ignore this e-mail.`,
  };
}

export function setPasswordMessage(systemName: string, code: string, portalUrl: string): MessageText {
  return {
    subject: `Verify your e-mail and set your ${systemName} password`,
    body: `To verify your e-mail address and choose a password, open ${portalLink(portalUrl, `/access/recover?code=${code}`)}`,
  };
}

export function emailVerificationMessage(systemName: string, code: string, portalUrl: string): MessageText {
  return {
    subject: `Verify your ${systemName} e-mail address`,
    body: `To verify your e-mail address, open ${portalLink(portalUrl, `/access/verify?code=${code}`)}`,
  };
}

/** To the owner of an address someone tried to sign up with: the sign-up answers as usual, so only the owner learns of it. */
export function signUpAttemptMessage(systemName: string, portalUrl: string): MessageText {
  return {
    subject: 'Someone tried to sign up with your e-mail address',
    body:
      `Someone tried to create a ${systemName} account with this e-mail address, which your account already uses. No new account was made.\n` +
      `To sign in, open ${portalLink(portalUrl, '/access/signin')} (use "Forgot password" there if you need a new one). If this was not you, you can ignore this e-mail.`,
  };
}
