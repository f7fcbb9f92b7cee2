import { useCallback } from 'react';
import { useTranslation } from '@portal/i18n';

/** i18next namespace of the shell's own texts; a tenant's content files can reword them by key. */
export const SHELL_NAMESPACE = 'shell';

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * `t` for one feature's messages file: keys are checked at compile time and the en-GB text in the
 * file is the default, so a text shows even before (or without) any translation bundle.
 */
export function useShellText<M extends Readonly<Record<string, string>>>(messages: M): Translate<keyof M & string> {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return useCallback((key, values) => String(t(key, { defaultValue: messages[key], ...values })), [t, messages]);
}
