import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '@portal/i18n';
import { serverError } from '../../../lib/server-message';
import { paths } from '../../../paths';
import { useRegisterUser } from '../api/register-user';
import { registrationPayload, type PayloadContext } from '../domain/registration-payload';
import type { SignUpForm } from '../domain/sign-up-form';

export interface SignUpFailure {
  ErrorCode?: string;
  Message?: string;
}

/** Message keys of the thanks page for a new registration. */
export const REGISTERED_THANKS = { title: 'access.thanks.registered.title', text: 'access.thanks.registered.text' } as const;

/** Registers the user; success goes to the thanks page (check your e-mail), failure keeps the form with the server's ErrorCode. */
export function useSignUp(context: Omit<PayloadContext, 'language'>) {
  const register = useRegisterUser().mutateAsync;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignUpFailure>();
  const language = useLocale();

  async function signUp(form: SignUpForm): Promise<void> {
    setFailure(undefined);
    try {
      const answer = await register(registrationPayload(form, { ...context, language }));
      if (!answer.success) {
        setFailure({ ErrorCode: answer.ErrorCode, Message: answer.Message });
        return;
      }
      navigate(paths.thanks.href(REGISTERED_THANKS));
    } catch (error) {
      setFailure(serverError(error));
    }
  }

  return { signUp, failure };
}
