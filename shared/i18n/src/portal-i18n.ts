import i18next, { type i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { orEmpty, type ApiClient } from '@portal/api-client';
import { contentMessagePaths } from '@portal/contracts';
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
  /**
   * A package's texts under `namespace` (the shell's, or a remote's id): the tenant's content files
   * apply to it from now on, and `load` gives its texts in one locale (the package's lazily
   * imported locale file; en-GB stays in its messages.ts). Resolves once the active language's
   * texts (or, during a change of language, the new one's) are in, so a remote loaded later first
   * renders in the active language. Every change of language loads each registered namespace's
   * bundle before it switches. A bundle that fails to load leaves the en-GB texts (logged).
   */
  registerMessages(namespace: string, load?: LocaleLoader): Promise<void>;
  /**
   * The tenant's html override for a place (/content/theme/html.json, spec 1 "Translations"), or
   * undefined. Fetched with the content; render it only through @portal/ui SafeHtml.
   */
  htmlOverride(place: string): string | undefined;
  /** Called when the html overrides have (re)loaded. */
  subscribeHtmlOverrides(listener: () => void): () => void;
}

/** The tenant's html overrides: one file for every language, keyed by place. */
export const HTML_OVERRIDES_PATH = '/content/theme/html.json';

/** A package's texts in one locale (undefined for en-GB, whose texts are its messages.ts). */
export type LocaleLoader = (locale: string) => Promise<Messages | undefined>;

/** First strong isolate … pop directional isolate: a value keeps its own direction inside the sentence. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Every interpolated value: numbers in the active locale's digits and grouping (Intl.NumberFormat,
 * so ar-SA gets Arabic-Indic digits), and in a right-to-left locale each value isolated (FSI…PDI)
 * so "61 items" or a Latin name never turns the sentence around.
 */
export function formatInterpolation(value: unknown, _format: string | undefined, lng: string | undefined): string {
  const locale = lng ?? DEFAULT_LOCALE;
  const text: unknown = typeof value === 'number' ? numberFormat(locale).format(value) : value;
  // undefined stays undefined: i18next then treats the placeholder as missing, as without a format.
  if (text === undefined || text === null || directionOf(locale) !== 'rtl') return text as string;
  return `${FSI}${String(text)}${PDI}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format;
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

// Content translation files of spec 1 §7: in @portal/contracts, as the gateway puts them in the page too.
export { contentMessagePaths };

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
    // React escapes what it renders; HTML from content goes through @portal/ui SafeHtml. Every
    // value goes through formatInterpolation (locale digits, isolates in right-to-left locales).
    interpolation: { escapeValue: false, alwaysFormat: true, format: formatInterpolation },
  });
  let api: ApiClient | undefined;
  let offered: readonly string[] = SUPPORTED_LOCALES;
  const content = new Map<string, Messages>();
  const contentLoads = new Map<string, Promise<void>>();
  const remoteDefaults = new Map<string, Map<string, Messages>>([[DEFAULT_NAMESPACE, new Map()]]);
  const loaders = new Map<string, LocaleLoader>();
  /** `${namespace} ${locale}` → that bundle's load, so each is imported once. */
  const bundleLoads = new Map<string, Promise<void>>();
  /** The language being switched to (or the active one): what a namespace registered now needs. */
  let target: string = DEFAULT_LOCALE;
  let htmlOverrides: Readonly<Record<string, string>> = {};
  const htmlListeners = new Set<() => void>();

  /** html.json: places to HTML strings; anything else in it is ignored, a missing file is no override. */
  function loadHtmlOverrides(client: ApiClient): void {
    void orEmpty(client.get(HTML_OVERRIDES_PATH, { schema: ContentFileSchema }), {}).then((file) => {
      if (api !== client) return; // another tenant's client took over meanwhile
      htmlOverrides = Object.fromEntries(Object.entries(file).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      htmlListeners.forEach((listener) => listener());
    });
  }

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
      load = Promise.all(contentMessagePaths(locale).map((path) => orEmpty(client.get(path, { schema: ContentFileSchema }), {}))).then((files) => {
        content.set(locale, Object.assign({}, ...files.map((file) => flattenMessages(file))) as Messages);
        for (const namespace of remoteDefaults.keys()) rebuild(namespace, locale);
      });
      contentLoads.set(locale, load);
    }
    return load;
  }

  function addDefaults(namespace: string, locale: string, messages: Messages): void {
    const defaults = remoteDefaults.get(namespace) ?? new Map<string, Messages>();
    remoteDefaults.set(namespace, defaults);
    defaults.set(locale, { ...defaults.get(locale), ...messages });
  }

  function ensureNamespace(namespace: string): void {
    if (remoteDefaults.has(namespace)) return;
    remoteDefaults.set(namespace, new Map());
    // The tenant's content already fetched applies to the new namespace too.
    for (const locale of content.keys()) rebuild(namespace, locale);
  }

  function loadBundle(namespace: string, locale: string): Promise<void> {
    const load = loaders.get(namespace);
    if (!load || locale === DEFAULT_LOCALE) return Promise.resolve();
    const key = `${namespace} ${locale}`;
    let loading = bundleLoads.get(key);
    if (!loading) {
      loading = load(locale).then(
        (messages) => {
          if (!messages) return;
          addDefaults(namespace, locale, messages);
          rebuild(namespace, locale);
        },
        (error: unknown) => {
          // The en-GB texts stay; the next change of language tries again.
          bundleLoads.delete(key);
          console.error(`[i18n] the ${locale} texts of "${namespace}" could not be loaded`, error);
        },
      );
      bundleLoads.set(key, loading);
    }
    return loading;
  }

  async function changeLanguage(requested: string): Promise<string> {
    const locale = negotiateLocale(requested, offered);
    target = locale;
    // en-GB is the fallback for keys a locale's files lack, so its content is always needed too.
    // Every registered package's texts in the new locale arrive before the switch, so all loaded
    // areas change language together.
    await Promise.all([loadContent(locale), loadContent(DEFAULT_LOCALE), ...[...loaders.keys()].map((namespace) => loadBundle(namespace, locale))]);
    if (target !== locale) return i18n.language; // a later change overtook this one
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
        api = options.api;
        loadHtmlOverrides(options.api);
      }
      offered = options.languages?.length ? options.languages : SUPPORTED_LOCALES;
      const requested = options.locale ?? storedLanguage() ?? browserLanguages();
      return changeLanguage(negotiateLocale(requested, offered));
    },
    changeLanguage,
    reloadContent() {
      contentLoads.clear();
      if (api) loadHtmlOverrides(api);
      return changeLanguage(i18n.language);
    },
    htmlOverride: (place) => htmlOverrides[place],
    subscribeHtmlOverrides(listener) {
      htmlListeners.add(listener);
      return () => htmlListeners.delete(listener);
    },
    addRemoteMessages(namespace, bundles) {
      for (const [locale, messages] of Object.entries(bundles)) addDefaults(namespace, locale, messages);
      const defaults = remoteDefaults.get(namespace) ?? new Map<string, Messages>();
      remoteDefaults.set(namespace, defaults);
      for (const locale of new Set([...defaults.keys(), ...content.keys()])) rebuild(namespace, locale);
    },
    registerMessages(namespace, load) {
      ensureNamespace(namespace);
      if (!load) return Promise.resolve();
      loaders.set(namespace, load);
      return loadBundle(namespace, target);
    },
  };
}
