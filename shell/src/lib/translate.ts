import { registerMessages, useMessageText, type MessageText } from '@portal/i18n';
import { loadMessages } from '../locales';

/** i18next namespace of the shell's own texts; a tenant's content files can reword them by key. */
export const SHELL_NAMESPACE = 'shell';

/** `t` for one feature's messages file, in the shell namespace (see @portal/i18n useMessageText). */
export const useShellText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(SHELL_NAMESPACE, messages);

/** The shell's texts join i18next (tenant content applies; other locales load lazily); before the language is set. */
export const registerShellMessages = (): Promise<void> => registerMessages(SHELL_NAMESPACE, loadMessages);
