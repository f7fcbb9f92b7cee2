import '../../lib/access.css';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isUsernameLookupEnabled } from '@portal/contracts';
import { contentKeys, useHtmlOverride, useTranslation } from '@portal/i18n';
import { sessionStore, useSession } from '@portal/session';
import { Button, SafeHtml, TextField } from '@portal/ui';
import { SignedOutOnly } from '../../lib/components/SignedOutOnly';
import { UsernameField } from '../../lib/components/UsernameField';
import { useText } from '../../lib/messages';
import { readSignInState } from '../../lib/sign-in-state';
import { isSsoBypassed } from '../../lib/sso-session';
import { paths } from '../../paths';
import { decideSsoPicker } from '../../features/sign-in/domain/sso-picker';
import { useSignIn, type SignInField } from '../../features/sign-in/hooks/use-sign-in';
import { useSignInForm } from '../../features/sign-in/hooks/use-sign-in-form';
import { signInMessages } from '../../features/sign-in/messages';
import { GoStraightToSso, SsoChoices } from '../../features/sign-in/components/SsoChoices';

/** /access/signin and /signin (spec 1 §2, §4): the hybrid picker (SSO connections) and the forms sign-in. */
export default function SignInRoute() {
  return (
    <SignedOutOnly>
      <SignInPage />
    </SignedOutOnly>
  );
}

function SignInPage() {
  const text = useText(signInMessages);
  const enableForgottenPassword = useSession((state) => state.settings?.enableForgottenPassword === true);
  const sso = useSession((state) => state.settings?.sso);
  const selfRegistration = useSession((state) => state.settings?.selfRegistration !== undefined);
  // Account.Login.UL.Enabled: the box also takes the account's e-mail address, and says so.
  const lookUp = useSession((state) => (state.settings ? isUsernameLookupEnabled(state.settings) : false));
  const signinLogo = useSession((state) => state.settings?.signinLogo);
  const systemName = useSession((state) => state.settings?.systemName);
  const [bypassed] = useState(isSsoBypassed);
  const picker = useMemo(() => decideSsoPicker(sso, bypassed), [sso, bypassed]);
  // A single sign-on that failed and signed the user out (spec 1 §4) says why here.
  const { authError } = readSignInState(useLocation().state);
  // So does a session that ended (timeout, or the LMS no longer knowing it); the page it was on is the return state.
  const [sessionEnded] = useState(() => sessionStore.getState().sessionEnded);
  const { signIn, submitting, markedInvalid, failed, failureMessage, notice, fieldEdited } = useSignIn();
  const failureId = useId();
  // The username stays as typed; the password is asked for again.
  const { field, errors, onSubmit, resetField } = useSignInForm(async (form) => {
    if ((await signIn(form)) === 'failed') resetField('password');
  });

  const failedProps = (field: SignInField) => (markedInvalid[field] ? { 'aria-invalid': true, 'aria-describedby': failureId } : {});

  if (picker.goStraightTo) {
    return (
      <div className="lp-access lp-access--signin">
        <GoStraightToSso choice={picker.goStraightTo} />
      </div>
    );
  }

  return (
    <div className="lp-access lp-access--signin">
      {signinLogo && <img className="lp-access__logo" src={signinLogo} alt={systemName ?? ''} />}
      <h1>{text('access.signIn.title')}</h1>
      {sessionEnded && !authError && <p role="status">{text('access.signIn.sessionEnded')}</p>}
      {authError && (
        <p role="alert" className="lp-form-error">
          {authError}
        </p>
      )}
      {picker.choices.length > 0 && <SsoChoices choices={picker.choices} />}
      {picker.showForms && picker.choices.length > 0 && <h2>{text('access.signIn.formsHeading')}</h2>}
      {notice === 'emailSent' && <p role="status">{text('access.signIn.emailSent')}</p>}
      {notice === 'error' && <p role="alert">{text('access.signIn.error')}</p>}
      {picker.showForms && (
        <form onSubmit={onSubmit} noValidate>
          {failed && (
            <p id={failureId} role="alert" className="lp-form-error">
              {failureMessage ?? text('access.signIn.failed')}
            </p>
          )}
          <UsernameField
            label={text(lookUp ? 'access.signIn.usernameOrEmail' : 'access.signIn.username')}
            error={errors.username && text(lookUp ? 'access.signIn.usernameOrEmailRequired' : 'access.signIn.usernameRequired')}
            {...failedProps('username')}
            {...field('username', () => fieldEdited('username'))}
          />
          <TextField
            label={text('access.signIn.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password && text('access.signIn.passwordRequired')}
            {...failedProps('password')}
            {...field('password', () => fieldEdited('password'))}
          />
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {text('access.signIn.submit')}
          </Button>
        </form>
      )}
      {((picker.showForms && enableForgottenPassword) || selfRegistration) && (
        <ul className="lp-access__links">
          {picker.showForms && enableForgottenPassword && (
            <li>
              <Link to={paths.forgot.href()}>{text('access.signIn.forgottenPassword')}</Link>
            </li>
          )}
          {selfRegistration && (
            <li>
              <Link to={paths.signUp.href()}>{text('access.signIn.signUp')}</Link>
            </li>
          )}
        </ul>
      )}
      <SignInBranding />
    </div>
  );
}

/** The tenant's sign-in policies (labels translatable as policy.<label>) and its 'signin.footer' html override. */
function SignInBranding() {
  const text = useText(signInMessages);
  const { t } = useTranslation();
  const policies = useSession((state) => state.settings?.signInPolicies) ?? [];
  const html = useHtmlOverride('signin.footer');
  return (
    <>
      {policies.length > 0 && (
        <ul className="lp-access__links">
          {policies.map((policy) => (
            <li key={policy.url}>
              <a href={policy.url} target="_blank" rel="noopener noreferrer">
                {String(t(contentKeys.policy(policy.label), { defaultValue: policy.label }))} <span className="lp-visually-hidden">{text('access.signIn.opensInNewWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {html && <SafeHtml className="lp-access__note" html={html} />}
    </>
  );
}
