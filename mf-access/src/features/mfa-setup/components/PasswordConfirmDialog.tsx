import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { MfaPasswordConfirmSchema, type MfaPasswordConfirm } from '@portal/contracts/account';
import { Button, Dialog, TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { mfaSetupMessages } from '../messages';

export interface PasswordConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** Runs with the current password; a rejection shows the spec's invalid-password message. */
  onConfirm(pass: string): Promise<void>;
  onClose(): void;
}

/**
 * Asks for the current password before a two-factor change (spec 1 §5: reset and regeneration
 * require it; the payload's MfaPasswordConfirmSchema). An empty box and any refusal read 'Your
 * password is invalid, please try again.' (spec 1 §8); what was typed stays after a refusal.
 */
export function PasswordConfirmDialog({ title, children, onConfirm, onClose }: PasswordConfirmDialogProps) {
  const text = useText(mfaSetupMessages);
  const [refused, setRefused] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MfaPasswordConfirm>({ resolver: valibotResolver(MfaPasswordConfirmSchema), defaultValues: { pass: '' } });
  const failed = refused || !!errors.pass;
  const errorId = 'lp-mfa-password-error';

  const onSubmit = handleSubmit(async ({ pass }) => {
    try {
      await onConfirm(pass);
    } catch {
      setRefused(true);
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
        <TextField
          label={text('access.mfaSettings.password')}
          type="password"
          autoComplete="current-password"
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
          {...register('pass', { onChange: () => setRefused(false) })}
        />
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
