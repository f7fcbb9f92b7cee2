import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace (RemoteApp.messages). */
export const ACCESS_ID = 'access';

/** `text(key)` for a feature's messages, in the access namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(ACCESS_ID, messages);
