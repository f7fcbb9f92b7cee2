import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { sessionStore } from '@portal/session';
import { useMfaConfiguration } from '../api/get-configuration';
import { useIssueCode } from '../api/issue-code';
import { useIssueQRCode } from '../api/issue-qr-code';
import { useSaveConfiguration } from '../api/save-configuration';
import { initialSetupState, nextSetupState, type SetupMethod, type SmsDestination } from '../domain/setup-flow';

/** What the page tells the user after an action (spec 1 §8 texts for sendFailed and invalidCode). */
export type SetupNotice = 'sendFailed' | 'invalidCode' | 'passwordInvalid' | 'resent' | 'qrFailed' | 'error' | null;

/**
 * The /account/mfa page's data and actions around the pure set-up flow: reads the configuration
 * (a query), sends codes, asks for the QR code once per authenticator set-up, saves (mutations),
 * and on success marks the session user as set up so the shell's navigation block lifts. Opening
 * set-up without two-factor starts that block (spec 1 §2), where two-factor is optional too.
 */
export function useMfaSetup() {
  const [state, dispatch] = useReducer(nextSetupState, initialSetupState);
  const { data: configuration, isError } = useMfaConfiguration();
  // Only a first read that failed: a later background read that fails keeps the configuration shown.
  const loadFailed = isError && !configuration;
  const sendCode = useIssueCode().mutateAsync;
  const qr = useIssueQRCode();
  const issueQRCode = qr.mutateAsync;
  const saveConfiguration = useSaveConfiguration().mutateAsync;
  const [notice, setNotice] = useState<SetupNotice>(null);
  const [busy, setBusy] = useState(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const mode = configuration?.mode;
  useEffect(() => {
    // Spec 1 §2: set-up once opened is finished before other private pages (optional mode too).
    if (mode === 'none') sessionStore.getState().setTwoFactorSetupStarted(true);
  }, [mode]);

  /** Runs one server action with `busy` set and the notice cleared first. */
  const run = useCallback(async (action: () => Promise<void>, onFailure: SetupNotice): Promise<void> => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
    } catch {
      if (live.current) setNotice(onFailure);
    } finally {
      if (live.current) setBusy(false);
    }
  }, []);

  const requestQrCode = useCallback(
    () =>
      run(async () => {
        await issueQRCode();
      }, 'qrFailed'),
    [issueQRCode, run],
  );

  const choose = useCallback(
    (method: SetupMethod) => {
      if (method === 'email') {
        return run(async () => {
          await sendCode({ mode: 'email' });
          dispatch({ type: 'codeSent', mode: 'email' });
        }, 'sendFailed');
      }
      setNotice(null);
      dispatch({ type: 'choose', method });
      // A new secret for each authenticator set-up chosen on startSetup (going back keeps it).
      return method === 'ga' ? requestQrCode() : Promise.resolve();
    },
    [sendCode, run, requestQrCode],
  );

  const sendSms = useCallback(
    (sms: SmsDestination) =>
      run(async () => {
        await sendCode({ mode: 'sms', ...sms });
        dispatch({ type: 'codeSent', mode: 'sms', sms });
      }, 'sendFailed'),
    [sendCode, run],
  );

  const resend = useCallback(() => {
    if (state.view !== 'finaliseSetup' || state.mode === 'ga') return Promise.resolve();
    const input = state.mode === 'sms' ? { mode: 'sms' as const, ...state.sms } : { mode: 'email' as const };
    return run(async () => {
      await sendCode(input);
      setNotice('resent');
    }, 'sendFailed');
  }, [sendCode, run, state]);

  /** Saves the set-up with the code and the current password (the change call carries it). */
  const save = useCallback(
    (code: string, pass: string) => {
      if (state.view !== 'finaliseSetup') return Promise.resolve();
      const sms = state.mode === 'sms' ? state.sms : {};
      // The LMS saves the authenticator app as 'ga'; spec 1 §3 names it 'authenticator' on save.
      const mode = state.mode === 'ga' ? 'authenticator' : state.mode;
      return run(async () => {
        const result = await saveConfiguration({ code, mode, pass, ...sms });
        if (!result.saved) {
          if (live.current) setNotice(result.refused === 'password' ? 'passwordInvalid' : 'invalidCode');
          return;
        }
        sessionStore.getState().updateUser({ isTwoFASetupCompleted: true });
        sessionStore.getState().setTwoFactorSetupStarted(false);
        dispatch({ type: 'saved', recoveryCodes: result.recoveryCodes });
      }, 'error');
    },
    [saveConfiguration, run, state],
  );

  const scanned = useCallback(() => {
    setNotice(null);
    dispatch({ type: 'scanned' });
  }, []);

  const back = useCallback(() => {
    setNotice(null);
    dispatch({ type: 'back' });
  }, []);

  return {
    state,
    configuration,
    loadFailed,
    // The secret of the last request; none while a new one is asked for or after it failed.
    qrCode: qr.data,
    notice,
    busy,
    choose,
    sendSms,
    resend,
    save,
    scanned,
    back,
    requestQrCode,
  };
}
