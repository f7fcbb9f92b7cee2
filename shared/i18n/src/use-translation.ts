import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

/** Values put into a text's {{placeholders}}. */
export type Interpolation = Record<string, string | number>;

/** 'catalogue.catalogue.results' for the keys 'catalogue.catalogue.results_one' and '…_other'. */
export type PluralStem<K extends string> = K extends `${infer Stem}_other` ? Stem : never;

/**
 * `text(key, values)` for one feature's messages file: only that file's keys are accepted. A
 * plural is asked for by its stem with a count, `text('catalogue.catalogue.results', { count })`,
 * and i18next picks the locale's CLDR form (`_one`, `_few`, …).
 */
export type MessageText<K extends string> = (key: K | PluralStem<K>, values?: Interpolation) => string;

const englishPlurals = new Intl.PluralRules('en-GB');

export interface TranslationHooks {
  /** The call shape of react-i18next's hook: `const { t, i18n } = useTranslation(ns)`. */
  useTranslation(namespace?: string): { t: TFunction; i18n: I18n };
  /**
   * `text(key)` for a feature's messages under `namespace`: the tenant's translation when there is
   * one, else the feature's en-GB text, so each text is written once, in the feature's messages file.
   */
  useMessageText<K extends string>(namespace: string, messages: Readonly<Record<K, string>>): MessageText<K>;
}

/**
 * React bindings for one i18next instance, in place of react-i18next (about 6 KB gzip on the
 * sign-in page for a hook, which is all the portal uses). Components re-render when the language
 * changes and when a bundle is added or removed (content files and remotes' texts arrive late).
 *
 * The re-render is synchronous (the store's): batching a burst of bundles into one later render, or
 * rendering it as a transition, let a language change or a reload show the previous language.
 */
export function createTranslationHooks(i18n: I18n, defaultNamespace: string): TranslationHooks {
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const currentVersion = () => version;
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  i18n.store.on('removed', changed);

  // One fixed `t` per namespace while the texts stay as they are, and the texts it gave without
  // values: a page asks for the same texts on every render, and each i18next lookup resolves the
  // language's fallbacks again (Intl.getCanonicalLocales each time).
  let cachedAt = -1;
  const fixed = new Map<string, { t: TFunction; plain: Map<string, string> }>();
  function translator(namespace: string, seen: number) {
    if (seen !== cachedAt || seen !== version) {
      fixed.clear();
      cachedAt = seen;
    }
    let entry = fixed.get(namespace);
    if (!entry) {
      entry = { t: i18n.getFixedT(null, namespace) as TFunction, plain: new Map() };
      fixed.set(namespace, entry);
    }
    return entry;
  }

  function useTextsVersion(): number {
    return useSyncExternalStore(subscribe, currentVersion, currentVersion);
  }

  function useTranslation(namespace = defaultNamespace) {
    const seen = useTextsVersion();
    // `seen` is a dependency on purpose: a new `t` per change of language or bundles, so memoised
    // texts and callbacks that depend on `t` follow it. The fixed namespace is the only difference.
    const t = useMemo(() => translator(namespace, seen).t, [seen, namespace]);
    return { t, i18n };
  }

  function useMessageText<K extends string>(namespace: string, messages: Readonly<Record<K, string>>): MessageText<K> {
    const seen = useTextsVersion();
    return useCallback(
      (key: string, values?: Interpolation) => {
        const { t, plain } = translator(namespace, seen);
        const texts = messages as Readonly<Record<string, string>>;
        if (!values) {
          const known = plain.get(key);
          if (known !== undefined && texts[key] !== undefined) return known;
        }
        const count = values?.count;
        // A stem's en-GB default is the en-GB form for the count; other locales' forms come from their bundles.
        const defaultValue = texts[key] ?? (typeof count === 'number' ? (texts[`${key}_${englishPlurals.select(count)}`] ?? texts[`${key}_other`]) : undefined);
        const text = String(t(key, { ...values, defaultValue }));
        if (!values && texts[key] !== undefined) plain.set(key, text);
        return text;
      },
      [seen, namespace, messages],
    ) as MessageText<K>;
  }

  return { useTranslation, useMessageText };
}
