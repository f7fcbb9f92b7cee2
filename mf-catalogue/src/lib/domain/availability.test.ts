import { isAvailable, withinDates } from './availability';
import { makeItem } from './test-fixtures';

const now = Date.parse('2026-03-15T12:00:00Z');

describe('isAvailable (spec 2 §4)', () => {
  it('is available when Always and not hidden from the learner portal', () => {
    expect(isAvailable(makeItem({ Id: 'a', AvailabilityMode: 'Always' }), now)).toBe(true);
  });

  it('is never available when the learner-portal setting is Hide', () => {
    expect(isAvailable(makeItem({ Id: 'a', AvailabilityMode: 'Always', PortalVisibility: 'Hide' }), now)).toBe(false);
  });

  it('is not available when Never', () => {
    expect(isAvailable(makeItem({ Id: 'a', AvailabilityMode: 'Never' }), now)).toBe(false);
  });

  it('by dates must fall within AvailableFrom to AvailableTo', () => {
    const dated = (AvailableFrom: string | null, AvailableTo: string | null) => makeItem({ Id: 'a', AvailabilityMode: 'Dates', AvailableFrom, AvailableTo });
    expect(isAvailable(dated('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z'), now)).toBe(true);
    expect(isAvailable(dated('2026-03-16T00:00:00Z', '2026-03-31T00:00:00Z'), now)).toBe(false);
    expect(isAvailable(dated('2026-01-01T00:00:00Z', '2026-03-15T11:59:59Z'), now)).toBe(false);
  });

  it('treats a null end as open', () => {
    expect(isAvailable(makeItem({ Id: 'a', AvailabilityMode: 'Dates', AvailableFrom: '2020-01-01T00:00:00Z', AvailableTo: null }), now)).toBe(true);
  });
});

describe('withinDates', () => {
  it('includes both bounds', () => {
    expect(withinDates(now, '2026-03-15T12:00:00Z', '2026-03-15T12:00:00Z')).toBe(true);
    expect(withinDates(new Date(now), null, undefined)).toBe(true);
  });
});
