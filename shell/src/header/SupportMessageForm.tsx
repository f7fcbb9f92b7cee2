import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { SupportMessageSchema, type SupportMessage } from '@portal/contracts/support';
import { QueryProvider } from '@portal/query';
import { useSession } from '@portal/session';
import { Button, messages, TextField, type ModalTemplateProps } from '@portal/ui';
// This form is a lazy chunk of its own (Support.tsx), so the field family never reaches the first page.
import { CheckboxGroupField, TextAreaField } from '@portal/ui/fields';
import { useShellText } from '../lib/translate';
import { useSendSupportMessage } from './api/send-support-message';
import { supportMessages } from './messages';

/**
 * Spec 1 §3 support message: recipients, subject, body, sent with POST /gpo/send/; the outcome is a
 * success or failure message. Checked with the payload's SupportMessageSchema, the rule the LMS
 * applies (a message, a one-line subject, the limits). Fetched only when the dialog first opens, so
 * it brings the QueryProvider itself (the shell's first page loads no react-query).
 */
export default function SupportMessageForm(props: ModalTemplateProps) {
  return (
    <QueryProvider>
      <SupportMessageFormView {...props} />
    </QueryProvider>
  );
}

function SupportMessageFormView({ close }: ModalTemplateProps) {
  const t = useShellText(supportMessages);
  const configured = useSession((state) => state.settings?.supportRecipients);
  const send = useSendSupportMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SupportMessage>({
    resolver: valibotResolver(SupportMessageSchema),
    defaultValues: { recipients: configured ?? [], subject: '', body: '' },
  });
  const subjectProblem = errors.subject && t('shell.support.subjectInvalid');
  const bodyProblem = errors.body && t(errors.body.type === 'non_empty' ? 'shell.support.bodyRequired' : 'shell.support.bodyTooLong');

  const onSubmit = handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      messages.success(t('shell.support.sent'));
      close();
    } catch {
      // What was typed stays, so the user can try again.
      messages.error(t('shell.support.failed'));
    }
  });

  return (
    <form className="lp-support-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {configured && configured.length > 0 && (
        <CheckboxGroupField label={t('shell.support.recipients')} options={configured.map((address) => ({ value: address, label: address }))} {...register('recipients')} />
      )}
      <TextField label={t('shell.support.subject')} error={subjectProblem} {...register('subject')} />
      <TextAreaField label={t('shell.support.body')} rows={6} error={bodyProblem} {...register('body')} />
      <div className="lp-dialog__actions">
        <Button type="submit" disabled={send.isPending}>
          {t('shell.support.send')}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('shell.support.cancel')}
        </Button>
      </div>
    </form>
  );
}
