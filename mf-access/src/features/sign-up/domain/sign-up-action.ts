import type { AppSettings } from '@portal/contracts';
import { isWebAddress } from '../../../lib/browser';

export type SignUpAction =
  /** Self-registration is not configured: no sign-up page. */
  | { kind: 'unavailable' }
  /** The tenant registers users elsewhere: the browser goes there. */
  | { kind: 'external'; url: string }
  /** The portal's own sign-up form. */
  | { kind: 'form' };

/** Spec 1 §4 "Registration": only when configured; an external registration action redirects away. */
export function signUpAction(selfRegistration: AppSettings['selfRegistration']): SignUpAction {
  if (!selfRegistration) return { kind: 'unavailable' };
  const action = selfRegistration.action;
  if (action?.type === 'external' && isWebAddress(action.route)) return { kind: 'external', url: action.route };
  return { kind: 'form' };
}
