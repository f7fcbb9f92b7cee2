import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@portal/ui';
import { useText } from '../../messages';
import { sessionMessages } from '../messages';

export interface ReasonFormProps {
  /** Text of the confirming button. */
  confirmLabel: string;
  busy?: boolean;
  onConfirm(reason: string): void | Promise<unknown>;
  onBack(): void;
}

/** Spec 2 §5: cancelling an enrolment and declining an invitation need a non-empty reason. */
export function ReasonForm({ confirmLabel, busy = false, onConfirm, onBack }: ReasonFormProps) {
  const text = useText(sessionMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(text('catalogue.sessions.reasonRequired'));
      return;
    }
    void onConfirm(trimmed);
  }

  return (
    <form className="lp-session-reason" onSubmit={submit} noValidate>
      <TextField
        label={text('catalogue.sessions.reason')}
        value={reason}
        error={error}
        required
        autoComplete="off"
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="lp-session-actions">
        <Button type="submit" disabled={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {text('catalogue.sessions.back')}
        </Button>
      </div>
    </form>
  );
}
