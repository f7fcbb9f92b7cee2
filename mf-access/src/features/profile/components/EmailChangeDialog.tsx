import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@portal/api-client';
import { ACCOUNT_SECURITY_ERRORS as E, type EmailChangeConfirm, EmailChangeConfirmSchema, EmailChangeSchema, type StepUpProof } from '@portal/contracts/account';
import * as v from 'valibot';
import { sessionStore } from '@portal/session';
import { Button, Dialog, messages, TextField } from '@portal/ui';
import { ReauthenticateForm } from '../../../lib/components/ReauthenticateForm';
import { useText } from '../../../lib/messages';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useStartEmailChange } from '../api/start-email-change';
import { profileMessages } from '../messages';

type Step = { name: 'address' } | { name: 'reauthenticate'; address: string } | { name: 'code'; address: string };
type AddressProblem = 'unavailable' | 'unchanged' | 'newAddressInvalid' | 'failed';
type CodeProblem = 'codeInvalid' | 'tooMany' | 'failed';

export interface EmailChangeDialogProps {
  userId: string;
  /** Runs with the new address once it has taken effect. */
  onChanged(address: string): void;
  onClose(): void;
}

/** The address step's form: the payload's EmailAddress (the proof follows on the next step). */
const AddressFormSchema = v.object({ EmailAddress: EmailChangeSchema.entries.EmailAddress });
type AddressForm = v.InferOutput<typeof AddressFormSchema>;

/** Refusals of the proof, which the password step shows itself. */
const PROOF_ERRORS: readonly string[] = [E.secondFactorRequired, E.passwordIncorrect, E.invalidCode, E.tooManyAttempts];

function addressProblem(error: unknown): AddressProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === E.emailAddressUnavailable) return 'unavailable';
  if (error.code === 'ValidationFailed') return 'newAddressInvalid';
  return 'failed';
}

/**
 * Changing the e-mail address: the new address, then the current password (and the second factor when
 * set), which the change call itself carries, then the code sent to the new address. Until the code is
 * entered the old address stays in use; the old address is told of the change by the LMS.
 */
export function EmailChangeDialog({ userId, onChanged, onClose }: EmailChangeDialogProps) {
  const text = useText(profileMessages);
  const starting = useStartEmailChange();
  const confirming = useConfirmEmailChange();
  const [step, setStep] = useState<Step>({ name: 'address' });
  const [problem, setProblem] = useState<AddressProblem>();
  const [codeProblem, setCodeProblem] = useState<CodeProblem>();
  const addressForm = useForm<AddressForm>({
    resolver: valibotResolver(AddressFormSchema),
    defaultValues: { EmailAddress: '' },
  });
  const codeForm = useForm<EmailChangeConfirm>({
    resolver: valibotResolver(EmailChangeConfirmSchema),
    defaultValues: { code: '' },
  });

  const onAddress = addressForm.handleSubmit(({ EmailAddress }) => {
    const current = sessionStore.getState().user?.email ?? '';
    if (EmailAddress.toLowerCase() === current.toLowerCase()) {
      setProblem('unchanged');
      return;
    }
    setProblem(undefined);
    setStep({ name: 'reauthenticate', address: EmailAddress });
  });

  /** The change itself, carrying the proof; the proof's own refusals go back to the password step. */
  async function start(address: string, proof: StepUpProof) {
    try {
      await starting.mutateAsync({ userId, body: { EmailAddress: address, ...proof } });
      setStep({ name: 'code', address });
    } catch (error) {
      if (isApiError(error) && error.code && PROOF_ERRORS.includes(error.code)) throw error;
      setProblem(addressProblem(error));
      setStep({ name: 'address' });
    }
  }

  const onCode = codeForm.handleSubmit(async ({ code }) => {
    setCodeProblem(undefined);
    try {
      const { email } = await confirming.mutateAsync({ userId, body: { code } });
      const user = sessionStore.getState().user;
      if (user) sessionStore.getState().updateUser({ email, profile: { ...user.profile, mail: email } });
      messages.success(text('access.profile.email.changed'));
      onChanged(email);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      setCodeProblem(code === E.invalidCode ? 'codeInvalid' : code === E.tooManyAttempts ? 'tooMany' : 'failed');
    }
  });

  return (
    <Dialog title={text('access.profile.email.title')} onClose={onClose} closeOnBackdrop={false}>
      {step.name === 'address' && (
        <form onSubmit={(event) => void onAddress(event)} noValidate>
          {problem && (
            <p role="alert" className="lp-form-error">
              {text(`access.profile.email.${problem}`)}
            </p>
          )}
          <TextField
            label={text('access.profile.email.newAddress')}
            type="email"
            autoComplete="email"
            error={addressForm.formState.errors.EmailAddress && text('access.profile.email.newAddressInvalid')}
            {...addressForm.register('EmailAddress')}
          />
          <div className="lp-dialog__actions">
            <Button type="submit">{text('access.profile.email.continue')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {text('access.profile.email.cancel')}
            </Button>
          </div>
        </form>
      )}
      {step.name === 'reauthenticate' && <ReauthenticateForm onProof={(proof) => start(step.address, proof)} onCancel={onClose} />}
      {step.name === 'code' && (
        <form onSubmit={(event) => void onCode(event)} noValidate>
          <p role="status">{text('access.profile.email.codeSent', { address: step.address })}</p>
          {codeProblem && (
            <p role="alert" className="lp-form-error">
              {text(`access.profile.email.${codeProblem}`)}
            </p>
          )}
          <TextField
            label={text('access.profile.email.code')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            error={codeForm.formState.errors.code && text('access.profile.email.codeRequired')}
            {...codeForm.register('code')}
          />
          <div className="lp-dialog__actions">
            <Button type="submit" disabled={codeForm.formState.isSubmitting} aria-busy={codeForm.formState.isSubmitting}>
              {text('access.profile.email.confirm')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {text('access.profile.email.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
