import i18next, { type i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { orEmpty, type ApiClient } from '@portal/api-client';
import type { EventBus, PortalEvents } from '@portal/event-bus';
import { STORAGE_KEYS } from '@portal/session';
import { DEFAULT_LOCALE, directionOf, negotiateLocale, SUPPORTED_LOCALES } from './locales';
import { createTranslationHooks, type TranslationHooks } from './use-translation';

/** Namespace of the content bundles and of the shell's own messages. */
export const DEFAULT_NAMESPACE = 'translation';

export type Messages = Record<string, string>;
/** locale → key → text */
export type MessageBundles = Readonly<Record<string, Messages>>;

export interface InitI18nOptions {
  api: ApiClient;
  /** What the user asked for (stored choice, profile preferredLanguage, browser list); negotiated. */
  locale?: string | readonly string[] | null;
  /** The tenant's offered languages (settings.languages); SUPPORTED_LOCALES when empty. */
  languages?: readonly string[];
}

export interface PortalI18n extends TranslationHooks {
  readonly i18n: I18n;
  /**
   * Connects the instance to the API client and switches to the negotiated locale, which it
   * returns. Call it again once the application config has named its languages.
   */
  initI18n(options: InitI18nOptions): Promise<string>;
  /** Loads the locale's bundles, switches, sets <html lang dir>, stores the choice, emits the event. */
  changeLanguage(requested: string): Promise<string>;
  /** Fetches the content files again (after the scope, hence the tenant, changed) and re-applies the language. */
  reloadContent(): Promise<string>;
  /** A remote's built-in texts under its namespace; the tenant's content texts still win. */
  addRemoteMessages(namespace: string, bundles: MessageBundles): void;
}

const ContentFileSchema = v.record(v.string(), v.unknown());

/**
 * Content files may be flat ({"PAGE.RECOVER.SUCCESS": "…"}) or nested ({"PAGE": {"RECOVER": …}}).
 * Keys are flat in i18next (keySeparator false), so nested files are flattened with dots.
 */
export function flattenMessages(tree: Record<string, unknown>, prefix = ''): Messages {
  const messages: Messages = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages[path] = value;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      Object.assign(messages, flattenMessages(value as Record<string, unknown>, path));
    }
  }
  return messages;
}

/** Content translation files of spec 1 §7, later ones overriding earlier ones (theme over data). */
export const contentMessagePaths = (locale: string): string[] => [
  `/content/data/l10n/${locale}.json`,
  `/content/theme/l10n/${locale}.json`,
];

function storeLanguage(locale: string): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEYS.language, locale);
}

function storedLanguage(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/**
 * Keys are flat strings: the spec's keys ('PAGE.RECOVER.SUCCESS', 'ChangePassword.Failure') and the
 * remotes' ('catalogue.filters.title') contain dots, so keySeparator and nsSeparator are off and a
 * namespace is chosen with useTranslation(ns) or t(key, { ns }).
 *
 * Precedence, highest first: theme content, data content, the remote's built-in texts; then the
 * same for en-GB (fallbackLng). Content applies to every namespace, so a tenant can reword any
 * remote's text by key. Each namespace's bundle is rebuilt from those sources when one changes.
 */
export function createPortalI18n(bus: Pick<EventBus<PortalEvents>, 'emit'>): PortalI18n {
  const i18n = i18next.createInstance();
  // Initialised here, synchronously (no backend, initAsync false), so remotes can add their
  // messages before the shell has called initI18n.
  void i18n.init({
    lng: DEFAULT_LOCALE,
    resources: {},
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    keySeparator: false,
    nsSeparator: false,
    partialBundledLanguages: true,
    initAsync: false,
    // No promotional console line in users' consoles and test output.
    showSupportNotice: false,
    // React escapes what it renders; HTML from content goes through @portal/ui SafeHtml.
    interpolation: { escapeValue: false },
  });
  let api: ApiClient | undefined;
  let offered: readonly string[] = SUPPORTED_LOCALES;
  const content = new Map<string, Messages>();
  const contentLoads = new Map<string, Promise<void>>();
  const remoteDefaults = new Map<string, Map<string, Messages>>([[DEFAULT_NAMESPACE, new Map()]]);

  function rebuild(namespace: string, locale: string): void {
    const bundle = { ...remoteDefaults.get(namespace)?.get(locale), ...content.get(locale) };
    i18n.removeResourceBundle(locale, namespace);
    i18n.addResourceBundle(locale, namespace, bundle, false, true);
  }

  function loadContent(locale: string): Promise<void> {
    const client = api;
    if (!client) return Promise.reject(new Error('@portal/i18n: call initI18n before changing language'));
    let load = contentLoads.get(locale);
    if (!load) {
      load = Promise.all(
        contentMessagePaths(locale).map((path) => orEmpty(client.get(path, { schema: ContentFileSchema }), {})),
      ).then((files) => {
        content.set(locale, Object.assign({}, ...files.map((file) => flattenMessages(file))) as Messages);
        for (const namespace of remoteDefaults.keys()) rebuild(namespace, locale);
      });
      contentLoads.set(locale, load);
    }
    return load;
  }

  async function changeLanguage(requested: string): Promise<string> {
    const locale = negotiateLocale(requested, offered);
    // en-GB is the fallback for keys a locale's files lack, so its content is always needed too.
    await Promise.all([loadContent(locale), loadContent(DEFAULT_LOCALE)]);
    await i18n.changeLanguage(locale);
    const dir = directionOf(locale);
    if (typeof document !== 'undefined') {
      document.documentElement.lang = locale;
      document.documentElement.dir = dir;
    }
    storeLanguage(locale);
    bus.emit('i18n.language-changed.v1', { locale, dir });
    return locale;
  }

  return {
    i18n,
    ...createTranslationHooks(i18n, DEFAULT_NAMESPACE),
    initI18n(options) {
      if (api !== options.api) {
        // A different client may answer for a different tenant: start the content over.
        contentLoads.clear();
        content.clear();
      }
      api = options.api;
      offered = options.languages?.length ? options.languages : SUPPORTED_LOCALES;
      const requested = options.locale ?? storedLanguage() ?? browserLanguages();
      return changeLanguage(negotiateLocale(requested, offered));
    },
    changeLanguage,
    reloadContent() {
      contentLoads.clear();
      return changeLanguage(i18n.language);
    },
    addRemoteMessages(namespace, bundles) {
      const defaults = remoteDefaults.get(namespace) ?? new Map<string, Messages>();
      remoteDefaults.set(namespace, defaults);
      for (const [locale, messages] of Object.entries(bundles)) defaults.set(locale, { ...defaults.get(locale), ...messages });
      for (const locale of new Set([...defaults.keys(), ...content.keys()])) rebuild(namespace, locale);
    },
  };
}
