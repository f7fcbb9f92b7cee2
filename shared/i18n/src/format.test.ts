import { collatorFor, formatNumberIn, formatPercentIn, formatTimeAgoIn } from './format';
import { createLocaleLoader } from './locale-loader';

describe('numbers, percentages and sorting per locale', () => {
  it('formats numbers and percentages with the locale (Arabic-Indic digits in ar-SA)', () => {
    expect(formatNumberIn('en-GB', 1234.5)).toBe('1,234.5');
    expect(formatNumberIn('de-DE', 1234.5)).toBe('1.234,5');
    expect(formatNumberIn('ar-SA', 61)).toBe('٦١');
    expect(formatPercentIn('en-GB', 0.61)).toBe('61%');
    expect(formatPercentIn('de-DE', 0.61)).toBe('61\u00a0%');
    expect(formatPercentIn('ar-SA', 0.61)).toMatch(/^٦١٪/);
  });

  it('says how long ago in the largest whole unit, in the locale', () => {
    expect(formatTimeAgoIn('en-GB', 3 * 86_400_000 + 5_000)).toBe('3 days ago');
    expect(formatTimeAgoIn('en-GB', 90 * 60_000)).toBe('1 hour ago');
    expect(formatTimeAgoIn('en-GB', 12_000)).toBe('12 seconds ago');
    expect(formatTimeAgoIn('de-DE', 2 * 60_000)).toBe('vor 2 Minuten');
    expect(formatTimeAgoIn('ar-SA', 86_400_000)).toMatch(/^قبل/);
  });

  it("sorts with the locale's collation", () => {
    const words = ['Zebra', 'Äpfel', 'apple', 'Öl', 'Item 10', 'Item 2'];
    expect([...words].sort(collatorFor('de-DE').compare)).toEqual(['Äpfel', 'apple', 'Item 2', 'Item 10', 'Öl', 'Zebra']);
    // Swedish sorts Ä and Ö after Z.
    expect([...words].sort(collatorFor('sv-SE').compare)).toEqual(['apple', 'Item 2', 'Item 10', 'Zebra', 'Äpfel', 'Öl']);
  });
});

describe('createLocaleLoader', () => {
  it('imports only supported locales other than en-GB, and keeps text values', async () => {
    const imported: string[] = [];
    const load = createLocaleLoader(async (locale) => (imported.push(locale), { default: { 'a.b': `text ${locale}`, nested: { x: 1 } } }));
    await expect(load('de-DE')).resolves.toEqual({ 'a.b': 'text de-DE' });
    await expect(load('en-GB')).resolves.toBeUndefined();
    await expect(load('same-as-en')).resolves.toBeUndefined();
    await expect(load('../../secrets')).resolves.toBeUndefined();
    expect(imported).toEqual(['de-DE']);
  });
});
