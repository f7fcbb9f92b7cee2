import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace. */
export const TEAM_ID = 'team';

/** `text(key)` in the team namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(TEAM_ID, messages);

/** Every text of the team leader area (en-GB). */
export const teamMessages = {
  'team.title': 'My team',
  'team.loading': 'Loading your team',
} as const;

export type TeamKey = keyof typeof teamMessages;
