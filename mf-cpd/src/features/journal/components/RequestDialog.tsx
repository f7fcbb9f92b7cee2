import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { CpdPeriod } from '@portal/contracts/cpd';
import { useSession } from '@portal/session';
import { Dialog, messages } from '@portal/ui';
import { TextAreaField } from '@portal/ui/fields';
import { formatDay } from '../../../lib/format';
import { cpdMessages, useText } from '../../../lib/messages';
import { useSendRequest } from '../api/send-request';
import { journalMessages } from '../messages';
import { DialogActions } from '../../../lib/components/DialogActions';

const RequestFormSchema = v.object({ body: v.pipe(v.string(), v.trim(), v.nonEmpty('cpd.request.required'), v.maxLength(10_000)) });
type RequestForm = v.InferOutput<typeof RequestFormSchema>;

/**
 * The extension and year-break request modals (spec 3 §2, §4, §8). The extension's failure text is
 * shown in the success style: the spec keeps that fault ("both readings are to be preserved").
 */
export function RequestDialog({ kind, period, to, onClose }: { kind: 'extension' | 'yearBreak'; period: CpdPeriod; to: string; onClose(): void }) {
  const text = useText({ ...cpdMessages, ...journalMessages });
  const user = useSession((state) => state.user);
  const send = useSendRequest();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestForm>({ resolver: valibotResolver(RequestFormSchema), defaultValues: { body: '' } });
  const title = text(kind === 'extension' ? 'cpd.request.extension' : 'cpd.request.yearBreak');

  const onSubmit = handleSubmit(async ({ body }) => {
    const name = user?.displayName ?? '';
    const periodText = `${formatDay(period.start_date)} – ${formatDay(period.end_date)}`;
    try {
      await send.mutateAsync({
        recipients: [to],
        subject: text(kind === 'extension' ? 'cpd.request.extensionSubject' : 'cpd.request.yearBreakSubject', { name }),
        body: `${body}\n\n${name} (${user?.username ?? ''}), ${periodText}`,
      });
      messages.success(text(kind === 'extension' ? 'cpd.request.extensionSuccess' : 'cpd.request.yearBreakSuccess'));
      onClose();
    } catch {
      if (kind === 'extension') messages.success(text('cpd.request.extensionFailure'));
      else messages.error(text('cpd.request.yearBreakFailure'));
    }
  });

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="lp-cpd__form">
        <TextAreaField id="cpd-request-body" rows={5} label={text('cpd.request.message')} error={errors.body ? text('cpd.request.required') : undefined} {...register('body')} />
        <DialogActions submitLabel={text('cpd.request.send')} busy={send.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
