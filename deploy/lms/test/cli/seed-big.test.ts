import { parseSize } from '../../src/cli/seed-big';

/* `npm run seed:big -- <size>`: the number of catalogue items the big tenant gets. */

describe('seed:big size', () => {
  it('is 10,000 items unless given, and takes 100000, 100_000, 100,000 and 100k alike', () => {
    expect(parseSize(undefined)).toBe(10_000);
    for (const text of ['100000', '100_000', '100,000', '100k', '100K']) expect(parseSize(text)).toBe(100_000);
  });

  it('refuses what is no number of items', () => {
    for (const text of ['', '0', '-5', 'many', '1.5', '2000000']) expect(() => parseSize(text)).toThrow('seed:big: the size is a number of items from 1 to 1,000,000');
  });
});
