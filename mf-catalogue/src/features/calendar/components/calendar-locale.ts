import type { LocaleInput } from '@fullcalendar/core';
import { useEffect, useState } from 'react';

type LocaleModule = () => Promise<{ default: LocaleInput }>;

/**
 * FullCalendar's own texts and week rules for each portal locale, one chunk each, imported only
 * for the active language. Māori has none: FullCalendar then uses its English texts, and the
 * portal's own (buttonText, hints) still come from the catalogue's translations.
 */
const FULLCALENDAR_LOCALES: Readonly<Record<string, LocaleModule>> = {
  'ar-SA': () => import('@fullcalendar/core/locales/ar-sa'),
  'cy-GB': () => import('@fullcalendar/core/locales/cy'),
  'da-DK': () => import('@fullcalendar/core/locales/da'),
  'de-DE': () => import('@fullcalendar/core/locales/de'),
  'en-GB': () => import('@fullcalendar/core/locales/en-gb'),
  'es-419': () => import('@fullcalendar/core/locales/es'),
  'fi-FI': () => import('@fullcalendar/core/locales/fi'),
  'fr-FR': () => import('@fullcalendar/core/locales/fr'),
  'hu-HU': () => import('@fullcalendar/core/locales/hu'),
  'id-ID': () => import('@fullcalendar/core/locales/id'),
  'it-IT': () => import('@fullcalendar/core/locales/it'),
  no: () => import('@fullcalendar/core/locales/nb'),
  'nl-NL': () => import('@fullcalendar/core/locales/nl'),
  'pl-PL': () => import('@fullcalendar/core/locales/pl'),
  'pt-PT': () => import('@fullcalendar/core/locales/pt'),
  'ru-RU': () => import('@fullcalendar/core/locales/ru'),
  'sv-SE': () => import('@fullcalendar/core/locales/sv'),
  'th-TH': () => import('@fullcalendar/core/locales/th'),
};

/**
 * What FullCalendar's `locale` prop gets for a portal locale: at first the code itself (FullCalendar
 * formats dates with Intl in that locale), then the locale's FullCalendar texts once they arrived.
 * The code stays the portal's ('es-419', 'ar-SA'), so month names and digits are exactly the locale's.
 */
export function useCalendarLocale(locale: string): string | LocaleInput {
  const [loaded, setLoaded] = useState<{ locale: string; input: LocaleInput }>();
  useEffect(() => {
    const load = FULLCALENDAR_LOCALES[locale];
    if (!load) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ locale, input: { ...module.default, code: locale } });
      },
      (error: unknown) => console.error(`[catalogue] the calendar's ${locale} texts could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.input : locale;
}
