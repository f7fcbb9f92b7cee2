import { isDateField, isMultiValue, midnightUtc, splitList } from './profile-values';

describe('profile values (spec 1 §3, §5)', () => {
  it('multiChoice and tags hold lists; the other types one value', () => {
    expect(['text', 'date', 'datepicker', 'user', 'singleChoice', 'multiChoice', 'tags', 'mail'].filter((type) => isMultiValue({ type: type as never }))).toEqual([
      'multiChoice',
      'tags',
    ]);
  });

  it('date and datepicker are dates', () => {
    expect(['text', 'date', 'datepicker', 'mail'].filter((type) => isDateField({ type: type as never }))).toEqual(['date', 'datepicker']);
  });

  it('sends a day as midnight UTC', () => {
    expect(midnightUtc('2024-09-02')).toBe('2024-09-02T00:00:00.000Z');
    expect(midnightUtc('02/09/2024')).toBe('02/09/2024');
  });

  it('reads a typed list split at commas, trimmed, without empty entries', () => {
    expect(splitList(' First aid, Manual handling ,, ')).toEqual(['First aid', 'Manual handling']);
  });
});
