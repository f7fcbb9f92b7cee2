import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@portal/api-client';
import { ACCOUNT_SECURITY_ERRORS as E, MfaPasswordConfirmSchema, type MfaPasswordConfirm, type SecondFactorRequired } from '@portal/contracts/account';
import { Button, Dialog, TextField } from '@portal/ui';
import { secondFactorRequired } from '../../../lib/api/second-factor';
import { emptyAsUndefined, SecondFactorField } from '../../../lib/components/ReauthenticateForm';
import { reauthenticateMessages } from '../../../lib/components/messages';
import { useText } from '../../../lib/messages';
import { mfaSetupMessages } from '../messages';

export interface PasswordConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** Makes the change with the proof; a refusal shows the spec's invalid-password message, or asks for the second factor. */
  onConfirm(proof: MfaPasswordConfirm): Promise<void>;
  onClose(): void;
}

/**
 * Asks for the proof of a two-factor change (spec 1 §5: reset and regeneration require the current
 * password; the payload's MfaPasswordConfirmSchema): the password, then, when the server answers
 * SecondFactorRequired, the code of the second factor in place. An empty box and a refused password
 * read 'Your password is invalid, please try again.' (spec 1 §8); what was typed stays after a refusal.
 */
export function PasswordConfirmDialog({ title, children, onConfirm, onClose }: PasswordConfirmDialogProps) {
  const text = useText(mfaSetupMessages);
  const reauthText = useText(reauthenticateMessages);
  const [refused, setRefused] = useState<'password' | 'code' | 'tooMany'>();
  const [secondFactor, setSecondFactor] = useState<SecondFactorRequired>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MfaPasswordConfirm>({ resolver: valibotResolver(MfaPasswordConfirmSchema), defaultValues: { pass: '' } });
  const failed = refused === 'password' || !!errors.pass;
  const errorId = 'lp-mfa-password-error';

  const onSubmit = handleSubmit(async (proof) => {
    if (secondFactor && !proof.current_code) {
      setRefused('code');
      return;
    }
    try {
      await onConfirm(proof);
    } catch (error) {
      const asked = secondFactorRequired(error);
      if (asked) {
        setRefused(undefined);
        setSecondFactor(asked);
        return;
      }
      const code = isApiError(error) ? error.code : undefined;
      setRefused(code === E.invalidCode ? 'code' : code === E.tooManyAttempts ? 'tooMany' : 'password');
    }
  });

  return (
    <Dialog title={title} onClose={onClose} closeOnBackdrop={!isSubmitting}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
        {failed && (
          <p id={errorId} role="alert" className="lp-field__error">
            {text('access.mfaSettings.passwordInvalid')}
          </p>
        )}
        {(refused === 'code' || refused === 'tooMany') && (
          <p role="alert" className="lp-field__error">
            {reauthText(refused === 'code' ? 'access.reauth.invalidCode' : 'access.reauth.tooMany')}
          </p>
        )}
        <TextField
          label={text('access.mfaSettings.password')}
          type="password"
          autoComplete="current-password"
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
          {...register('pass', { onChange: () => setRefused(undefined) })}
        />
        {secondFactor && <SecondFactorField secondFactor={secondFactor} error={!!errors.current_code} registration={register('current_code', { setValueAs: emptyAsUndefined })} />}
        <div className="lp-dialog__actions">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {text('access.mfaSettings.continue')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {text('access.mfaSettings.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
