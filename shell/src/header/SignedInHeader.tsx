import { useMemo } from 'react';
import { useShallow } from 'zustand/shallow';
import { QueryProvider } from '@portal/query';
import { useSession } from '@portal/session';
import { useShellText } from '../lib/translate';
import { useChatBotUrl } from './api/get-chat-bot-url';
import { useHeaderMenu } from './api/get-header-manifest';
import { HeaderMenu } from './HeaderMenu';
import { visibleMenu } from './menu';
import { headerMessages } from './messages';

/**
 * The header's parts that read server state, shown only to a signed-in user. They live in this lazy
 * module, with react-query behind @portal/query, so the sign-in page downloads neither.
 */
function MainMenuItems() {
  const menu = useHeaderMenu();
  const { user, settings, isInstructor, isTeamLeader } = useSession(
    useShallow((state) => ({ user: state.user, settings: state.settings, isInstructor: state.isInstructor, isTeamLeader: state.isTeamLeader })),
  );
  const items = useMemo(() => (user ? visibleMenu(menu, { user, settings, isInstructor, isTeamLeader }) : []), [menu, user, settings, isInstructor, isTeamLeader]);
  return <HeaderMenu items={items} />;
}

export function MainMenu() {
  return (
    <QueryProvider>
      <MainMenuItems />
    </QueryProvider>
  );
}

function ChatBotAnchor() {
  const t = useShellText(headerMessages);
  const chatBotUrl = useChatBotUrl();
  return chatBotUrl ? (
    <a className="lp-header__link" href={chatBotUrl} target="_blank" rel="noopener noreferrer">
      {t('shell.header.chatBot')}
    </a>
  ) : null;
}

export function ChatBotLink() {
  return (
    <QueryProvider>
      <ChatBotAnchor />
    </QueryProvider>
  );
}
