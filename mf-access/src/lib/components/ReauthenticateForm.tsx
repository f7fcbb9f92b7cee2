import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@portal/api-client';
import { ACCOUNT_SECURITY_ERRORS as E, type SecondFactorRequired, type StepUpProof, StepUpProofSchema } from '@portal/contracts/account';
import { Button, TextField } from '@portal/ui';
import { secondFactorRequired } from '../api/second-factor';
import { useText } from '../messages';
import { reauthenticateMessages } from './messages';

type Problem = 'passwordIncorrect' | 'invalidCode' | 'tooMany' | 'failed';

export interface ReauthenticateFormProps {
  /**
   * Makes the change with the proof. A refusal of the proof (second factor required, wrong password or
   * code, too many attempts) is shown here; the caller answers its own refusals and resolves.
   */
  onProof(proof: StepUpProof): Promise<void>;
  onCancel(): void;
}

/**
 * Asks for the proof a change of how the user signs in carries: the current password, then the second
 * factor when the server asks for it (SecondFactorRequired). The proof goes with the change itself, so
 * a session alone changes nothing. The form follows the StepUpProofSchema contract the LMS checks.
 */
export function ReauthenticateForm({ onProof, onCancel }: ReauthenticateFormProps) {
  const text = useText(reauthenticateMessages);
  const [secondFactor, setSecondFactor] = useState<SecondFactorRequired>();
  const [problem, setProblem] = useState<Problem>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StepUpProof>({ resolver: valibotResolver(StepUpProofSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (proof) => {
    setProblem(undefined);
    if (secondFactor && !proof.code) {
      setProblem('invalidCode');
      return;
    }
    try {
      await onProof(proof);
    } catch (error) {
      const asked = secondFactorRequired(error);
      if (asked) {
        setSecondFactor(asked);
        return;
      }
      const code = isApiError(error) ? error.code : undefined;
      setProblem(code === E.passwordIncorrect ? 'passwordIncorrect' : code === E.invalidCode ? 'invalidCode' : code === E.tooManyAttempts ? 'tooMany' : 'failed');
    }
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
      {secondFactor && <SecondFactorField secondFactor={secondFactor} error={!!errors.code} registration={register('code', { setValueAs: emptyAsUndefined })} />}
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

/** An empty code box sends no code. */
export const emptyAsUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The box for the second factor's code, with where the code comes from. */
export function SecondFactorField({ secondFactor, error, registration }: { secondFactor: SecondFactorRequired; error: boolean; registration: UseFormRegisterReturn }) {
  const text = useText(reauthenticateMessages);
  return (
    <TextField
      label={text('access.reauth.code')}
      hint={secondFactor.to ? text('access.reauth.codeSentTo', { to: secondFactor.to }) : text('access.reauth.codeFromApp')}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      error={error ? text('access.reauth.codeRequired') : undefined}
      {...registration}
    />
  );
}
