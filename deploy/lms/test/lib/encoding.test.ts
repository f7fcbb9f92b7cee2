import { pickEncoding } from '../../src/lib/encoding';

describe('pickEncoding', () => {
  it('prefers br, then gzip; q=0 refuses one; the same value answers the same the second time', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(pickEncoding('gzip')).toBe('gzip');
      expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
      expect(pickEncoding('*')).toBe('gzip');
      expect(pickEncoding('identity')).toBe('identity');
      expect(pickEncoding(undefined)).toBe('identity');
    }
  });

  it('answers every value, however many a client invents', () => {
    for (let i = 0; i < 1000; i += 1) expect(pickEncoding(`x-${i}, gzip`)).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
  });
});
