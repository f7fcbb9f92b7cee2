import { SUPPORTED_LOCALES } from './locales';
import { formatOrdinalIn } from './ordinal';

describe('formatOrdinalIn (spec 1: ordinal suffixes st, nd, rd, th)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
  ])('%i is %s in en-GB', (value, expected) => {
    expect(formatOrdinalIn('en-GB', value)).toBe(expected);
  });

  it.each([
    ['de-DE', 8, '8.'],
    ['fr-FR', 1, '1er'],
    ['fr-FR', 8, '8e'],
    ['sv-SE', 2, '2:a'],
    ['sv-SE', 8, '8:e'],
    ['cy-GB', 1, '1af'],
    ['cy-GB', 2, '2il'],
    ['cy-GB', 3, '3ydd'],
    ['cy-GB', 5, '5ed'],
    ['cy-GB', 8, '8fed'],
    ['es-419', 8, '8.º'],
    ['id-ID', 8, 'ke-8'],
    ['ar-SA', 8, '٨'],
  ])('in %s, %i is %s', (locale, value, expected) => {
    expect(formatOrdinalIn(locale, value)).toBe(expected);
  });

  it('has a form for every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(formatOrdinalIn(locale, 8)).toMatch(/8|٨|๘/);
  });
});
