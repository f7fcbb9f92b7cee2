import { useMessageText, useTranslation, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace. */
export const DASHBOARD_ID = 'dashboard';

/** `text(key)` for a feature's messages, in the dashboard namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(DASHBOARD_ID, messages);

/**
 * `content(key, text)`: the tenant's translation of a manifest text under `key` (see @portal/i18n
 * contentKeys) in the active language, else the manifest's own text.
 */
export function useContentText(): (key: string, text: string) => string {
  const { t } = useTranslation(DASHBOARD_ID);
  return (key, text) => String(t(key, { defaultValue: text }));
}
