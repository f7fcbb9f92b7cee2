import { invalidSmsFields, parseSetupCode } from './validation';

describe('invalidSmsFields (spec 1 §5 SMS MFA setup)', () => {
  it('accepts a country and a number of at least 9 digits', () => {
    expect(invalidSmsFields({ country_code: 'GB', contact_number: '077009001' })).toEqual([]);
    expect(invalidSmsFields({ country_code: 'US', contact_number: '2025550123' })).toEqual([]);
  });

  it('requires the country code', () => {
    expect(invalidSmsFields({ country_code: '', contact_number: '07700900123' })).toEqual(['country_code']);
  });

  it.each(['07700900', '', '0770 090 0123', '+447700900123', '07700-900123', '0770090012a'])('rejects the contact number %j', (contact_number) => {
    expect(invalidSmsFields({ country_code: 'GB', contact_number })).toEqual(['contact_number']);
  });

  it('reports both fields at once', () => {
    expect(invalidSmsFields({ country_code: '', contact_number: '123' }).sort()).toEqual(['contact_number', 'country_code']);
  });
});

describe('parseSetupCode (spec 1 §5 MFA code: exactly 6 characters)', () => {
  it('accepts six digits, trimmed', () => {
    expect(parseSetupCode('123456')).toBe('123456');
    expect(parseSetupCode(' 012345 ')).toBe('012345');
  });

  it.each(['12345', '1234567', '', '12345a', 'abcdef'])('rejects %j', (code) => {
    expect(parseSetupCode(code)).toBeUndefined();
  });
});
