import { historyMastery, historyPages, historyScore, HISTORY_PAGE_SIZE } from './history';

const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
const event = (score: number | null, extensions: Record<string, unknown> = {}) => ({ score, definition: { extensions } });

describe('learning history (spec 3 §3 History event)', () => {
  it('shows a 0–1 score as a percentage rounded to 2 decimals, in the locale', () => {
    expect(historyScore(event(0.12345), 'en-GB')).toBe('12.35%');
    expect(historyScore(event(0.5), 'en-GB')).toBe('50%');
    expect(historyScore(event(1), 'en-GB')).toBe('100%');
    expect(historyScore(event(0.666666), 'de-DE')).toBe('66,67\u00a0%');
    expect(historyScore(event(null), 'en-GB')).toBeNull();
  });

  it('reads passed or failed against the mastery score of the definition extensions, and nothing without one', () => {
    expect(historyMastery(event(0.7999, { [MASTERY]: 0.8 }))).toBe('failed');
    expect(historyMastery(event(0.8, { [MASTERY]: 0.8 }))).toBe('passed');
    expect(historyMastery(event(0.95, { masteryScore: 0.8 }))).toBe('passed');
    expect(historyMastery(event(0.95))).toBeNull();
    expect(historyMastery(event(null, { [MASTERY]: 0.8 }))).toBeNull();
  });

  it('pages by 10, an empty history being one page', () => {
    expect(HISTORY_PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 25].map((total) => historyPages(total))).toEqual([1, 1, 1, 2, 3]);
  });
});
