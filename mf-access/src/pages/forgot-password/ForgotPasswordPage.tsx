import '../../lib/access.css';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { isApiError } from '@portal/api-client';
import { isUsernameLookupEnabled, SignInFormSchema } from '@portal/contracts';
import { QueryProvider } from '@portal/query';
import { sessionStore, useSession } from '@portal/session';
import { Button } from '@portal/ui';
import { useRequestPasswordReset } from '../../features/forgot-password/api/request-password-reset';
import { UsernameField } from '../../lib/components/UsernameField';
import { useText } from '../../lib/messages';
import { readForgotPasswordState } from '../../lib/sign-in-state';
import { requestUsername } from '../../lib/username';
import { paths } from '../../paths';
import { forgotPasswordMessages } from '../../features/forgot-password/messages';

const ForgotPasswordFormSchema = v.pick(SignInFormSchema, ['username']);
type ForgotPasswordForm = v.InferOutput<typeof ForgotPasswordFormSchema>;

/** /access/forgot (spec 1 §4): the same done state whether or not the request worked, so nothing is disclosed. */
export default function ForgotPasswordRoute() {
  return (
    <QueryProvider>
      <ForgotPasswordPage />
    </QueryProvider>
  );
}

function ForgotPasswordPage() {
  const text = useText(forgotPasswordMessages);
  const location = useLocation();
  const requestVerification = useRequestPasswordReset();
  const [done, setDone] = useState(false);
  // Where sign-in takes an e-mail address (Account.Login.UL.Enabled), so does this page.
  const lookUp = useSession((state) => (state.settings ? isUsernameLookupEnabled(state.settings) : false));
  // Failed sign-ins sent the user here (spec 1 §4): say so, and keep what they typed.
  const [arrival] = useState(() => readForgotPasswordState(location.state));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: valibotResolver(ForgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { username: arrival.username ?? '' },
  });

  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      const Username = requestUsername(username, sessionStore.getState().settings?.userNameIsEmail);
      await requestVerification.mutateAsync({ Type: 'PasswordReset', Username });
    } catch (error) {
      if (!isApiError(error)) console.error('[access] password reset request failed', error);
    }
    setDone(true);
  });

  return (
    <div className="lp-access lp-access--forgot">
      <h1>{text('access.forgot.title')}</h1>
      {done ? (
        <p role="status">{text(lookUp ? 'access.forgot.doneUsernameOrEmail' : 'access.forgot.done')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {arrival.afterFailedSignIns && (
            <p role="alert" className="lp-notice">
              {text('access.forgot.afterFailedSignIns')}
            </p>
          )}
          <p>{text(lookUp ? 'access.forgot.introUsernameOrEmail' : 'access.forgot.intro')}</p>
          <UsernameField
            label={text(lookUp ? 'access.forgot.usernameOrEmail' : 'access.forgot.username')}
            error={errors.username && text(lookUp ? 'access.forgot.usernameOrEmailRequired' : 'access.forgot.usernameRequired')}
            {...register('username')}
          />
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {text('access.forgot.submit')}
          </Button>
        </form>
      )}
      <Link to={paths.signIn.href()}>{text('access.forgot.backToSignIn')}</Link>
    </div>
  );
}
