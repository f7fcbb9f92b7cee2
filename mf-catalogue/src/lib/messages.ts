import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace (RemoteApp.messages). */
export const CATALOGUE_ID = 'catalogue';

/** `text(key)` for a feature's messages, in the catalogue namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(CATALOGUE_ID, messages);
