import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@portal/api-client';
import { ACCOUNT_SECURITY_ERRORS as E, type Reauthenticate, ReauthenticateSchema, type SecondFactorRequired } from '@portal/contracts/account';
import { useSession } from '@portal/session';
import { Button, Dialog, TextField } from '@portal/ui';
import { useReauthenticate } from '../api/reauthenticate';
import { useText } from '../messages';
import { reauthenticateMessages } from './messages';

type Problem = 'passwordIncorrect' | 'invalidCode' | 'tooMany' | 'failed';

export interface ReauthenticateFormProps {
  /** Runs once the server has recorded the step-up (the caller retries what needed it). */
  onDone(): Promise<void> | void;
  onCancel(): void;
}

/**
 * Step-up re-authentication (issue 10): the current password, then the second factor when the
 * server asks for it. The form follows the ReauthenticateSchema contract the LMS checks.
 */
export function ReauthenticateForm({ onDone, onCancel }: ReauthenticateFormProps) {
  const text = useText(reauthenticateMessages);
  const step = useReauthenticate();
  const userId = useSession((state) => state.user?.id);
  const [secondFactor, setSecondFactor] = useState<SecondFactorRequired>();
  const [problem, setProblem] = useState<Problem>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Reauthenticate>({ resolver: valibotResolver(ReauthenticateSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    if (!userId) return;
    setProblem(undefined);
    if (secondFactor && !input.code) {
      setProblem('invalidCode');
      return;
    }
    try {
      const result = await step.mutateAsync({ userId, input });
      if (!result.done) {
        setSecondFactor(result.secondFactor);
        return;
      }
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      setProblem(code === E.passwordIncorrect ? 'passwordIncorrect' : code === E.invalidCode ? 'invalidCode' : code === E.tooManyAttempts ? 'tooMany' : 'failed');
      return;
    }
    await onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>{text('access.reauth.intro')}</p>
      {problem && (
        <p role="alert" className="lp-form-error">
          {text(`access.reauth.${problem}`)}
        </p>
      )}
      <TextField
        label={text('access.reauth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password && text('access.reauth.passwordRequired')}
        {...register('password')}
      />
      {secondFactor && (
        <TextField
          label={text('access.reauth.code')}
          hint={secondFactor.to ? text('access.reauth.codeSentTo', { to: secondFactor.to }) : text('access.reauth.codeFromApp')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.code && text('access.reauth.codeRequired')}
          {...register('code', {
            setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
          })}
        />
      )}
      <div className="lp-dialog__actions">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {text('access.reauth.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text('access.reauth.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The step-up as a dialog of its own, for pages that meet 403 ReauthenticationRequired. */
export function ReauthenticateDialog({ onDone, onCancel }: ReauthenticateFormProps) {
  const text = useText(reauthenticateMessages);
  return (
    <Dialog title={text('access.reauth.title')} onClose={onCancel} closeOnBackdrop={false}>
      <ReauthenticateForm onDone={onDone} onCancel={onCancel} />
    </Dialog>
  );
}
