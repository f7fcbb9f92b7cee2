import { isNearBottom, nextPage, rowOffsets, variableWindow, visibleWindow } from './virtual-window';

const base = { scrollTop: 0, viewportHeight: 800, listTop: 200, rowHeight: 100, count: 1000, overscan: 5 };

describe('visibleWindow', () => {
  it('at the top keeps the rows in view plus the overscan below', () => {
    expect(visibleWindow(base)).toEqual({ start: 0, end: 11, offsetTop: 0, totalHeight: 100_000 });
  });

  it('far down keeps only the rows around the viewport', () => {
    const window = visibleWindow({ ...base, scrollTop: 50_200 });
    expect(window).toEqual({ start: 495, end: 513, offsetTop: 49_500, totalHeight: 100_000 });
    expect(window.end - window.start).toBeLessThanOrEqual(100);
  });

  it('never goes beyond the loaded rows', () => {
    expect(visibleWindow({ ...base, count: 15, scrollTop: 5_000 })).toEqual({ start: 15, end: 15, offsetTop: 1_500, totalHeight: 1_500 });
    expect(visibleWindow({ ...base, count: 0 })).toEqual({ start: 0, end: 0, offsetTop: 0, totalHeight: 0 });
  });

  it('keeps a bounded number of rows however many are loaded', () => {
    for (const count of [100, 10_000, 100_000]) {
      const window = visibleWindow({ ...base, count, scrollTop: count * 50 });
      expect(window.end - window.start).toBe(Math.min(count, 8 + 2 * 5));
    }
  });
});

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

describe('variableWindow (rows of measured heights)', () => {
  const input = { scrollTop: 0, viewportHeight: 800, listTop: 200, overscan: 5 };

  it('with equal heights keeps the same rows as the fixed-height window', () => {
    const offsets = rowOffsets(1000, () => 100);
    for (const scrollTop of [0, 1_234, 50_200]) {
      expect(variableWindow({ ...input, scrollTop, offsets })).toEqual(visibleWindow({ ...base, scrollTop }));
    }
  });

  it('places each row below the real heights of the rows before it', () => {
    // Wrapped cards at a narrow width: every third row is twice as tall.
    const offsets = rowOffsets(300, (index) => (index % 3 === 0 ? 200 : 100));
    expect(offsets.slice(0, 5)).toEqual([0, 200, 300, 400, 600]);
    expect(offsets[300]).toBe(100 * 400);
    // Scrolled so the list's pixel 4 000 is at the top: row 30 starts there (10 groups of 400 px).
    const window = variableWindow({ ...input, scrollTop: 4_200, offsets, overscan: 0 });
    expect(window.start).toBe(30);
    expect(window.offsetTop).toBe(4_000);
    // 800 px below: rows 30–35 fill 800 px exactly; row 36 starts on the viewport's bottom edge, out of view.
    expect(window.end).toBe(36);
    expect(window.totalHeight).toBe(40_000);
  });

  it('never goes beyond the loaded rows, and an empty list has nothing', () => {
    expect(variableWindow({ ...input, scrollTop: 50_000, offsets: rowOffsets(15, () => 150) })).toEqual({ start: 15, end: 15, offsetTop: 2_250, totalHeight: 2_250 });
    expect(variableWindow({ ...input, offsets: [0] })).toEqual({ start: 0, end: 0, offsetTop: 0, totalHeight: 0 });
  });
});
