import { parseCode } from './parse-code';

describe('parseCode', () => {
  it('accepts exactly six digits as a verification code', () => {
    expect(parseCode('123456', 'verification')).toBe('123456');
    expect(parseCode(' 123456 ', 'verification')).toBe('123456');
    expect(parseCode('12345', 'verification')).toBeUndefined();
    expect(parseCode('1234567', 'verification')).toBeUndefined();
    expect(parseCode('', 'verification')).toBeUndefined();
  });

  it('accepts a longer recovery code', () => {
    expect(parseCode('abcd-efgh-ijkl', 'recovery')).toBe('abcd-efgh-ijkl');
    expect(parseCode('abc', 'recovery')).toBeUndefined();
  });
});
