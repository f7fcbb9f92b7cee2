import type { MfaVerificationStartResponse } from '@portal/contracts/mfa';

/** What the code page shows: how the code comes and, for e-mail and SMS, the masked destination. */
export interface Challenge {
  mode: 'email' | 'sms' | 'ga';
  to?: string;
}

/** Spec 1 §4: without a mode (or without success) there is nothing to verify and the user goes back to sign-in. */
export function challengeOf(answer: MfaVerificationStartResponse): Challenge | undefined {
  if (!answer.success || !answer.mode || answer.mode === 'none') return undefined;
  return { mode: answer.mode, to: answer.to };
}
