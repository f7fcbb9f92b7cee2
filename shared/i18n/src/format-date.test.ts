import { formatDateIn, formatDateRangeIn, formatDateTimeIn } from './format-date';

describe('dates per locale (the browser time zone; UTC here so the answers are fixed)', () => {
  const utc = { timeZone: 'UTC' } as const;
  const moment = '2026-03-12T09:05:00.000Z';

  it('writes a day in the medium style of each locale, in its digits', () => {
    expect(formatDateIn('en-GB', moment, utc)).toBe('12 Mar 2026');
    expect(formatDateIn('de-DE', moment, utc)).toBe('12.03.2026');
    expect(formatDateIn('ar-SA', moment, utc)).toMatch(/^١٢.*٠٣.*٢٠٢٦$/);
  });

  it('writes a day and time, and takes a Date or epoch milliseconds as well as an ISO string', () => {
    expect(formatDateTimeIn('en-GB', moment, utc)).toBe('12 Mar 2026, 09:05');
    expect(formatDateTimeIn('de-DE', new Date(moment), utc)).toBe('12.03.2026, 09:05');
    expect(formatDateTimeIn('ar-SA', Date.parse(moment), utc)).toMatch(/٩:٠٥/);
  });

  it('uses options that say what to show instead of the default style', () => {
    expect(formatDateIn('en-GB', moment, { dateStyle: 'long', timeZone: 'UTC' })).toBe('12 March 2026');
    expect(formatDateIn('de-DE', moment, { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe('12. März');
  });

  it('gives nothing for no date or a value that is not one', () => {
    expect(formatDateIn('en-GB', null)).toBe('');
    expect(formatDateIn('en-GB', undefined)).toBe('');
    expect(formatDateTimeIn('en-GB', 'not a date')).toBe('');
  });

  it('writes a span with the shared day once, and one end when the span runs backwards', () => {
    expect(formatDateRangeIn('en-GB', moment, '2026-03-12T12:00:00.000Z', utc)).toBe('12 Mar 2026, 09:05–12:00');
    expect(formatDateRangeIn('de-DE', moment, '2026-03-12T12:00:00.000Z', utc)).toBe('12.03.2026, 09:05–12:00 Uhr');
    expect(formatDateRangeIn('en-GB', moment, '2026-03-11T12:00:00.000Z', utc)).toBe('12 Mar 2026, 09:05');
    expect(formatDateRangeIn('en-GB', moment, null)).toBe('');
  });
});
