import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@portal/api-client';
import { SuccessSchema, type SupportMessage } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, messages, TextField, type ModalTemplateProps } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { supportMessages } from './messages';

export const SUPPORT_SEND_PATH = '/gpo/send/';

/**
 * Spec 1 §3 support message: recipients, subject, body, sent with POST /gpo/send/. The spec shows
 * no validation on this form; the outcome is a success or failure message.
 */
export default function SupportMessageForm({ close }: ModalTemplateProps) {
  const t = useShellText(supportMessages);
  const api = useApi();
  const configured = useSession((state) => state.settings?.supportRecipients);
  const [recipients, setRecipients] = useState<string[]>(() => configured ?? []);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const bodyId = useId();
  const recipientsId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const message: SupportMessage = { recipients, subject, body };
    try {
      const answer = await api.post(SUPPORT_SEND_PATH, message, { schema: SuccessSchema });
      if (!answer.success) throw new Error('not sent');
      messages.success(t('shell.support.sent'));
      close();
    } catch {
      messages.error(t('shell.support.failed'));
      setSending(false);
    }
  }

  function toggle(address: string, checked: boolean) {
    setRecipients((current) => (checked ? [...current, address] : current.filter((item) => item !== address)));
  }

  return (
    <form className="lp-support-form" onSubmit={(event) => void send(event)}>
      {configured && configured.length > 0 && (
        <fieldset className="lp-field" aria-describedby={recipientsId}>
          <legend id={recipientsId} className="lp-field__label">
            {t('shell.support.recipients')}
          </legend>
          {configured.map((address) => (
            <label key={address} className="lp-check">
              <input type="checkbox" checked={recipients.includes(address)} onChange={(event) => toggle(address, event.target.checked)} /> {address}
            </label>
          ))}
        </fieldset>
      )}
      <TextField label={t('shell.support.subject')} value={subject} onChange={(event) => setSubject(event.target.value)} />
      <div className="lp-field">
        <label htmlFor={bodyId} className="lp-field__label">
          {t('shell.support.body')}
        </label>
        <textarea id={bodyId} className="lp-field__input" rows={6} value={body} onChange={(event) => setBody(event.target.value)} />
      </div>
      <div className="lp-dialog__actions">
        <Button type="submit" disabled={sending}>
          {t('shell.support.send')}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('shell.support.cancel')}
        </Button>
      </div>
    </form>
  );
}
