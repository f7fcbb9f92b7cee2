import type { MessageText } from '@portal/i18n';
import { catalogueMessages, type CatalogueMessageKey } from '../messages';
import { cardLabels } from './card-labels';

/** i18next's interpolation and English plurals, enough for the en-GB texts. */
const text: MessageText<CatalogueMessageKey> = (key, values = {}) => {
  const texts: Record<string, string> = catalogueMessages;
  const template = texts[key] ?? texts[`${key}_${values.count === 1 ? 'one' : 'other'}`] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

describe('cardLabels', () => {
  const labels = cardLabels(text);

  it('resolves each text once and fills the values per card', () => {
    expect(labels.status('Incomplete')).toBe('In progress');
    expect(labels.status('Attended')).toBe('Attended');
    expect(labels.mandatory).toBe('Mandatory');
    expect(labels.progress(50)).toBe('50% complete');
    expect(labels.due('1 Apr 2026')).toBe('Due 1 Apr 2026');
    expect(labels.overdue('1 Mar 2026')).toBe('Overdue since 1 Mar 2026');
    expect(labels.rating(4.26, 3)).toBe('Rated 4.26 out of 5 (3)');
  });
});

describe('cardLabels in another locale (issue 12)', () => {
  it("fills numbers in with the locale's digits", () => {
    const arabic = cardLabels(text, 'ar-SA');
    expect(arabic.progress(50)).toBe('٥٠% complete');
    expect(arabic.rating(4.5, 12)).toBe('Rated ٤٫٥٠ out of 5 (١٢)');
    expect(cardLabels(text, 'de-DE').rating(4.5, 1234)).toBe('Rated 4,50 out of 5 (1.234)');
  });
});
