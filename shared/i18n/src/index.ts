import { bus } from '@portal/event-bus';
import { createPortalI18n } from './portal-i18n';

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, directionOf, negotiateLocale, type Direction, type SupportedLocale } from './locales';
export {
  createPortalI18n,
  contentMessagePaths,
  flattenMessages,
  DEFAULT_NAMESPACE,
  type InitI18nOptions,
  type MessageBundles,
  type Messages,
  type PortalI18n,
} from './portal-i18n';
export type { Interpolation, MessageText } from './use-translation';

const portalI18n = createPortalI18n(bus);

/** The portal-wide i18next instance. */
export const i18n = portalI18n.i18n;
export const initI18n = portalI18n.initI18n;
export const changeLanguage = portalI18n.changeLanguage;
export const reloadContent = portalI18n.reloadContent;
export const addRemoteMessages = portalI18n.addRemoteMessages;
/** `const { t, i18n } = useTranslation(ns)` on the portal-wide instance. */
export const useTranslation = portalI18n.useTranslation;
/** `const text = useMessageText(namespace, messages)`; see TranslationHooks. */
export const useMessageText = portalI18n.useMessageText;
