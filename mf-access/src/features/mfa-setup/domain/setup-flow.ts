import type { MfaSetupMethod } from '@portal/contracts';

/** A method the user can set up (spec 1 §3 flags: sms 1, authenticator app 2, email 4); which ones: offeredMfaMethods. */
export type SetupMethod = MfaSetupMethod;

export interface SmsDestination {
  country_code: string;
  contact_number: string;
}

/** The set-up views of spec 1 §4, with what each one needs. */
export type SetupState =
  | { view: 'startSetup' }
  | { view: 'gaSetup' }
  | { view: 'smsSetup'; sms?: SmsDestination }
  | { view: 'finaliseSetup'; mode: 'ga' }
  | { view: 'finaliseSetup'; mode: 'email' }
  | { view: 'finaliseSetup'; mode: 'sms'; sms: SmsDestination }
  | { view: 'setupComplete'; recoveryCodes: readonly string[] };

export type SetupEvent =
  /** The user picked a method on startSetup. E-mail needs no details: its code is sent at once (codeSent). */
  | { type: 'choose'; method: 'ga' | 'sms' }
  /** The user scanned the QR code (or typed the secret) and goes on to enter a code. */
  | { type: 'scanned' }
  /** issueCode succeeded: an e-mail or SMS code is on its way. */
  | { type: 'codeSent'; mode: 'email' }
  | { type: 'codeSent'; mode: 'sms'; sms: SmsDestination }
  /** saveConfiguration accepted the code. */
  | { type: 'saved'; recoveryCodes: readonly string[] }
  | { type: 'back' };

export const initialSetupState: SetupState = { view: 'startSetup' };

/**
 * The MFA set-up flow (spec 1 §4 "MFA setup views") as a pure transition: startSetup → gaSetup or
 * smsSetup (or straight to finaliseSetup for e-mail) → finaliseSetup → setupComplete. Events that
 * do not apply to the current view leave it unchanged. setupComplete is final.
 */
export function nextSetupState(state: SetupState, event: SetupEvent): SetupState {
  switch (state.view) {
    case 'startSetup':
      if (event.type === 'choose') return event.method === 'ga' ? { view: 'gaSetup' } : { view: 'smsSetup' };
      if (event.type === 'codeSent' && event.mode === 'email') return { view: 'finaliseSetup', mode: 'email' };
      return state;
    case 'gaSetup':
      if (event.type === 'scanned') return { view: 'finaliseSetup', mode: 'ga' };
      if (event.type === 'back') return initialSetupState;
      return state;
    case 'smsSetup':
      if (event.type === 'codeSent' && event.mode === 'sms') return { view: 'finaliseSetup', mode: 'sms', sms: event.sms };
      if (event.type === 'back') return initialSetupState;
      return state;
    case 'finaliseSetup':
      if (event.type === 'saved') return { view: 'setupComplete', recoveryCodes: event.recoveryCodes };
      if (event.type === 'back') {
        // Back to where the code came from, keeping what was typed there.
        if (state.mode === 'ga') return { view: 'gaSetup' };
        if (state.mode === 'sms') return { view: 'smsSetup', sms: state.sms };
        return initialSetupState;
      }
      return state;
    case 'setupComplete':
      return state;
  }
}
