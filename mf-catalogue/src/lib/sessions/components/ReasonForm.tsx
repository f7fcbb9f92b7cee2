import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { InvitationRejectSchema } from '@portal/contracts/catalogue';
import { Button, TextField } from '@portal/ui';
import { useText } from '../../messages';
import { sessionMessages } from '../messages';

/** The reason both payloads carry (cancelling an enrolment, declining an invitation): trimmed, not empty. */
type ReasonFields = v.InferOutput<typeof InvitationRejectSchema>;

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<v.InferInput<typeof InvitationRejectSchema>, unknown, ReasonFields>({
    resolver: valibotResolver(InvitationRejectSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });

  // The caller reports its own failures (a toast); the form keeps what was typed either way.
  const submit = handleSubmit(({ reason }) => {
    void onConfirm(reason);
  });

  return (
    <form className="lp-session-reason" onSubmit={submit} noValidate>
      <TextField
        label={text('catalogue.sessions.reason')}
        error={errors.reason && text(errors.reason.type === 'max_length' ? 'catalogue.sessions.reasonTooLong' : 'catalogue.sessions.reasonRequired')}
        required
        autoComplete="off"
        {...register('reason')}
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
