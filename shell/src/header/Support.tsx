import { lazy, Suspense } from 'react';
import { awaitsTwoFactorSetup, useSession } from '@portal/session';
import { modals, Spinner, useAfterFirstPage, type ModalTemplateProps } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { headerMessages, supportMessages } from './messages';

// The form is fetched when the dialog first opens, not with the header.
const SupportMessageForm = lazy(() => import('./SupportMessageForm'));
// A signed-in user's chatbot link is read through react-query: not part of the sign-in page, and asked
// for once the first page has been painted (as the header's menus).
const ChatBotLink = lazy(() => import('./SignedInHeader').then((module) => ({ default: module.ChatBotLink })));

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
  // Not during a forced two-factor set-up: that session may ask for nothing else (the LMS answers 403).
  const settingUp = useSession((state) => state.user !== null && awaitsTwoFactorSetup(state.user, state.settings));
  const chatBotDue = useAfterFirstPage();

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
      {signedIn && chatBotDue && !settingUp && (
        <Suspense fallback={null}>
          <ChatBotLink />
        </Suspense>
      )}
      {signedIn && !settingUp && (
        <button type="button" className="lp-header__link" onClick={openDialog}>
          {t('shell.header.contactSupport')}
        </button>
      )}
    </div>
  );
}
