import { useState, type FormEvent, type ReactNode } from 'react';
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
 * require it). Any failure reads 'Your password is invalid, please try again.' (spec 1 §8).
 */
export function PasswordConfirmDialog({ title, children, onConfirm, onClose }: PasswordConfirmDialogProps) {
  const text = useText(mfaSetupMessages);
  const [pass, setPass] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pass) {
      setFailed(true);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(pass);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose} closeOnBackdrop={!busy}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
        {failed && <p role="alert" className="lp-field__error">{text('access.mfaSettings.passwordInvalid')}</p>}
        <TextField
          label={text('access.mfaSettings.password')}
          type="password"
          autoComplete="current-password"
          value={pass}
          onChange={(event) => {
            setPass(event.target.value);
            setFailed(false);
          }}
          aria-invalid={failed || undefined}
        />
        <div className="lp-dialog__actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
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
