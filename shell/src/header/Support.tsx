import { lazy, Suspense } from 'react';
import { useSession } from '@portal/session';
import { modals, Spinner, type ModalTemplateProps } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { useChatBotUrl } from './api/get-chat-bot-url';
import { headerMessages, supportMessages } from './messages';

// The form is fetched when the dialog first opens, not with the header.
const SupportMessageForm = lazy(() => import('./SupportMessageForm'));

export const SUPPORT_MODAL_ID = 'shell.support-message';

function SupportMessageTemplate(props: ModalTemplateProps) {
  const t = useShellText(supportMessages);
  return (
    <Suspense fallback={<Spinner label={t('shell.support.loading')} />}>
      <SupportMessageForm {...props} />
    </Suspense>
  );
}

/** The support link (settings.supportUrl) and, for a signed-in user, the support-message dialog. */
export function Support() {
  const t = useShellText(headerMessages);
  const supportText = useShellText(supportMessages);
  const supportUrl = useSession((state) => state.settings?.supportUrl);
  const signedIn = useSession((state) => state.user !== null);
  const chatBotUrl = useChatBotUrl();

  function openDialog() {
    // Rejected only when it is open already (the button sits under the dialog's backdrop then).
    modals.open({ id: SUPPORT_MODAL_ID, title: supportText('shell.support.title'), template: SupportMessageTemplate }).catch(() => undefined);
  }

  return (
    <div className="lp-support">
      {supportUrl && (
        <a className="lp-header__link" href={supportUrl} target="_blank" rel="noopener noreferrer">
          {t('shell.header.support')}
        </a>
      )}
      {signedIn && chatBotUrl && (
        <a className="lp-header__link" href={chatBotUrl} target="_blank" rel="noopener noreferrer">
          {t('shell.header.chatBot')}
        </a>
      )}
      {signedIn && (
        <button type="button" className="lp-header__link" onClick={openDialog}>
          {t('shell.header.contactSupport')}
        </button>
      )}
    </div>
  );
}
