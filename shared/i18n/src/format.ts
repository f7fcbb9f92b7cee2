/**
 * Numbers, percentages and sorting in a locale (Intl), for texts that are not interpolated
 * through i18next (interpolated numbers are formatted by formatInterpolation already). The
 * package's index binds these to the active language.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.Collator | Intl.DateTimeFormat>();

export function cached<T extends Intl.NumberFormat | Intl.Collator | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** 1234.5 → "1,234.5" (en-GB), "1.234,5" (de-DE), "١٬٢٣٤٫٥" (ar-SA). */
export function formatNumberIn(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A ratio as a percentage: 0.61 → "61%" (en-GB), "61 %" (de-DE), "٦١٪" (ar-SA). */
export function formatPercentIn(locale: string, ratio: number, options: Intl.NumberFormatOptions = {}): string {
  return formatNumberIn(locale, ratio, { style: 'percent', maximumFractionDigits: 0, ...options });
}

/** The locale's collation, case- and accent-aware, with numbers in numeric order ("Item 2" before "Item 10"). */
export function collatorFor(locale: string): Intl.Collator {
  return cached(`c ${locale}`, () => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }));
}

const AGE_UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** How long ago something was, `elapsedMs` before now, in the largest whole unit: "3 days ago" (en-GB), "vor 3 Tagen" (de-DE). */
export function formatTimeAgoIn(locale: string, elapsedMs: number): string {
  const [unit, size] = AGE_UNITS.find(([, ms]) => elapsedMs >= ms) ?? AGE_UNITS[AGE_UNITS.length - 1]!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Math.floor(Math.max(0, elapsedMs) / size), unit);
}
