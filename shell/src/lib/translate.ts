import { useMessageText, type MessageText } from '@portal/i18n';

/** i18next namespace of the shell's own texts; a tenant's content files can reword them by key. */
export const SHELL_NAMESPACE = 'shell';

/** `t` for one feature's messages file, in the shell namespace (see @portal/i18n useMessageText). */
export const useShellText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(SHELL_NAMESPACE, messages);
