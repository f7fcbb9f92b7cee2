import { isNearBottom, nextPage } from './virtual-window';

describe('loading more (spec 2 §9: within 500 px of the bottom, 15 more)', () => {
  it('is near the bottom within 500 px', () => {
    expect(isNearBottom({ scrollTop: 1_000, viewportHeight: 800, pageHeight: 2_300, distance: 500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 999, viewportHeight: 800, pageHeight: 2_300, distance: 500 })).toBe(false);
  });

  it('adds one page, never beyond the results', () => {
    expect(nextPage(15, 15, 100)).toBe(30);
    expect(nextPage(90, 15, 100)).toBe(100);
  });
});
