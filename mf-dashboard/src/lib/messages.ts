import { useCallback } from 'react';
import { useTranslation } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace (RemoteApp.messages). */
export const DASHBOARD_ID = 'dashboard';

export type Interpolation = Record<string, string>;

/**
 * `text(key)` for a feature's messages: the tenant's translation when there is one, else the
 * feature's en-GB text, so each text is written once, in the feature's messages.ts.
 */
export function useText<K extends string>(messages: Readonly<Record<K, string>>): (key: K, values?: Interpolation) => string {
  const { t } = useTranslation(DASHBOARD_ID);
  return useCallback((key: K, values?: Interpolation) => t(key, { ...values, defaultValue: messages[key] }), [t, messages]);
}
