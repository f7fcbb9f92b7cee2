import { useMemo } from 'react';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { contentKeys, useMessageText, useTranslation, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace (RemoteApp.messages). */
export const ACCESS_ID = 'access';

/** `text(key)` for a feature's messages, in the access namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(ACCESS_ID, messages);

/**
 * `content(key, text)`: the tenant's translation of one of its own texts under `key` (see @portal/i18n
 * contentKeys) in the active language, else the tenant's text as configured.
 */
export function useContentText(): (key: string, text: string) => string {
  const { t } = useTranslation(ACCESS_ID);
  return (key, text) => String(t(key, { defaultValue: text }));
}

/**
 * The tenant's profile fields with their label and supportedValuesMessage in the active language
 * (the tenant's content translations, else as configured), for forms and their messages.
 */
export function useLocalisedFields(fields: readonly ProfileFieldDefinition[]): ProfileFieldDefinition[] {
  const { t } = useTranslation(ACCESS_ID);
  return useMemo(
    () =>
      fields.map((def) => ({
        ...def,
        label: String(t(contentKeys.profileField(def.name, 'label'), { defaultValue: def.label })),
        ...(def.supportedValuesMessage ? { supportedValuesMessage: String(t(contentKeys.profileField(def.name, 'message'), { defaultValue: def.supportedValuesMessage })) } : {}),
      })),
    // t is a new function whenever the language changes.
    [fields, t],
  );
}
