import { limitSuggestions, TYPEAHEAD_LIMIT } from './typeahead';

describe('limitSuggestions (spec 1 §9: typeahead 8 results)', () => {
  it('keeps at most 8, without repeats', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ value: `u${index % 10}`, label: `User ${index}` }));
    const kept = limitSuggestions([{ value: 'u0', label: 'again' }, ...many]);
    expect(TYPEAHEAD_LIMIT).toBe(8);
    expect(kept).toHaveLength(8);
    expect(kept.map((item) => item.value)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7']);
  });
});
