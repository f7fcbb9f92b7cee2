import { COUNTRIES, DEFAULT_COUNTRY_CODE, countryByCode } from './countries';

describe('COUNTRIES (spec 1 §9)', () => {
  it('has about 240 countries, each with name, dial_code and code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    for (const country of COUNTRIES) {
      expect(country.name).not.toBe('');
      expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has each code once', () => {
    expect(new Set(COUNTRIES.map(({ code }) => code)).size).toBe(COUNTRIES.length);
  });

  it('defaults to GB, the United Kingdom, +44', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('GB');
    expect(countryByCode('GB')).toEqual({ name: 'United Kingdom', dial_code: '+44', code: 'GB' });
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});
