import '../../lib/access.css';
import '../../features/mfa-setup/components/mfa-setup.css';
import { Link, useNavigate } from 'react-router-dom';
import { offeredMfaMethods } from '@portal/contracts';
import { QueryProvider } from '@portal/query';
import { postLoginDestination, sessionStore, useSession } from '@portal/session';
import { Button, Spinner } from '@portal/ui';
import { useText } from '../../lib/messages';
import { paths } from '../../paths';
import { useMfaSetup, type SetupNotice } from '../../features/mfa-setup/hooks/use-mfa-setup';
import { mfaSetupMessages } from '../../features/mfa-setup/messages';
import { FinaliseSetupView } from '../../features/mfa-setup/components/FinaliseSetupView';
import { GaSetupView } from '../../features/mfa-setup/components/GaSetupView';
import { RecoveryCodes } from '../../features/mfa-setup/components/RecoveryCodes';
import { SmsSetupView } from '../../features/mfa-setup/components/SmsSetupView';
import { StartSetupView } from '../../features/mfa-setup/components/StartSetupView';

const NOTICE_KEYS = {
  sendFailed: 'access.mfaSetup.sendFailed',
  invalidCode: 'access.mfaSetup.invalidCode',
  passwordInvalid: 'access.mfaSettings.passwordInvalid',
  resent: 'access.mfaSetup.resent',
  qrFailed: 'access.mfaSetup.qrFailed',
  error: 'access.mfaSetup.error',
} as const satisfies Record<Exclude<SetupNotice, null>, string>;

/**
 * /account/mfa (route app.private.account.mfa): two-factor set-up in the views of spec 1 §4,
 * startSetup → gaSetup | smsSetup → finaliseSetup → setupComplete. Until set-up is complete (forced,
 * or opened by the user) the shell keeps the user here; saving flags the session user as set up.
 * This lazy module brings the QueryProvider (app.ts must not: the sign-in page loads no react-query).
 */
export default function MfaSetupRoute() {
  return (
    <QueryProvider>
      <MfaSetupPage />
    </QueryProvider>
  );
}

function MfaSetupPage() {
  const text = useText(mfaSetupMessages);
  const navigate = useNavigate();
  const email = useSession((session) => session.user?.email);
  const setup = useMfaSetup();
  const { state, configuration, notice, busy } = setup;

  function finish() {
    // Where sign-in would have gone next: an incomplete profile, else the saved return state.
    const { user, settings, returnTo, profileFields, setReturnTo } = sessionStore.getState();
    if (!user) return;
    setReturnTo(null);
    navigate(postLoginDestination({ user, settings, returnTo, profileFields }), { replace: true });
  }

  let body;
  if (setup.loadFailed) body = <p role="alert">{text('access.mfaSetup.loadFailed')}</p>;
  else if (!configuration) body = <Spinner label={text('access.mfaSettings.loading')} />;
  else if (configuration.mode !== 'none' && state.view !== 'setupComplete') {
    body = (
      <>
        <p>{text('access.mfaSetup.alreadySetUp')}</p>
        <Link to={paths.accountSettings.href({ view: 'twoFactorAuth' })}>{text('access.mfaSetup.toSettings')}</Link>
      </>
    );
  } else {
    switch (state.view) {
      case 'startSetup':
        body = <StartSetupView methods={offeredMfaMethods(configuration.methods, !!(configuration.email ?? email))} busy={busy} onChoose={(method) => void setup.choose(method)} />;
        break;
      case 'gaSetup':
        body = <GaSetupView qrCode={setup.qrCode} failed={notice === 'qrFailed'} onRetry={() => void setup.requestQrCode()} onContinue={setup.scanned} onBack={setup.back} />;
        break;
      case 'smsSetup':
        body = <SmsSetupView initial={state.sms} busy={busy} onSend={(sms) => void setup.sendSms(sms)} onBack={setup.back} />;
        break;
      case 'finaliseSetup':
        body = (
          <FinaliseSetupView
            key={state.mode}
            state={state}
            busy={busy}
            onVerify={(code, pass) => void setup.save(code, pass)}
            onResend={() => void setup.resend()}
            onBack={setup.back}
          />
        );
        break;
      case 'setupComplete':
        body = (
          <>
            <p role="status">{text('access.mfaSetup.complete')}</p>
            <RecoveryCodes codes={state.recoveryCodes} />
            <Button onClick={finish}>{text('access.mfaSetup.done')}</Button>
          </>
        );
        break;
    }
  }

  return (
    <div className="lp-access lp-mfa-setup" data-view={state.view}>
      <h1>{text('access.mfaSetup.title')}</h1>
      {notice && (
        <p role={notice === 'resent' ? 'status' : 'alert'} className={notice === 'resent' ? undefined : 'lp-field__error'}>
          {/* An authenticator app makes its own codes: its invalid-code text does not offer a new one. */}
          {text(notice === 'invalidCode' && state.view === 'finaliseSetup' && state.mode === 'ga' ? 'access.mfaSetup.invalidAppCode' : NOTICE_KEYS[notice])}
        </p>
      )}
      {body}
    </div>
  );
}
