import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { isValidShareEmail, type CpdTargetMode } from '@portal/contracts/cpd';
import { Dialog, messages, TextField } from '@portal/ui';
import { useShare } from '../api/share';
import { cpdMessages, useText } from '../messages';
import { DialogActions } from './DialogActions';

/** The share form: the address must match the standard pattern (spec 3 §5), the same check ShareRequestSchema makes. */
const ShareFormSchema = v.object({
  email: v.pipe(
    v.string(),
    v.check((email) => isValidShareEmail(email), 'cpd.share.invalid'),
  ),
});
type ShareForm = v.InferOutput<typeof ShareFormSchema>;

/**
 * Share an entry or a plan by e-mail (spec 3 §2 CPD modals, §5, §8): success, or failure naming the
 * address. `mode` is the target mode of the period it belongs to (spec 3 §7: ShareEntry / SharePlan
 * send id, email_to, mode), so the mail counts in the period's unit.
 */
export function ShareDialog({ kind, id, mode, onClose }: { kind: 'entry' | 'plan'; id: string; mode: CpdTargetMode; onClose(): void }) {
  const text = useText(cpdMessages);
  const share = useShare(kind);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShareForm>({ resolver: valibotResolver(ShareFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const address = email.trim();
    try {
      await share.mutateAsync({ id, email_to: address, mode });
      messages.success(text('cpd.share.success'));
      onClose();
    } catch {
      messages.error(text('cpd.share.failure', { email: address }));
    }
  });

  return (
    <Dialog title={text('cpd.share.title')} size="sm" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="lp-cpd__form">
        <TextField type="email" autoComplete="email" label={text('cpd.share.email')} error={errors.email ? text('cpd.share.invalid') : undefined} {...register('email')} />
        <DialogActions submitLabel={text('cpd.share.send')} busy={share.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
