import { formatLoginAgo } from './format';

const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const H = 3600;

describe('formatLoginAgo (spec 3 §9 time labels)', () => {
  it.each([
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [H, '1 hour ago'],
    [24 * H, '1 day ago'],
    [48 * H, '2 days ago'],
    [168 * H, '1 week ago'],
    [336 * H, '2 weeks ago'],
    [720 * H, '1 month ago'],
    [1460 * H, '2 months ago'],
    [8760 * H, '1 year ago'],
    [17520 * H, '2 years ago'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(formatLoginAgo(ago(seconds), NOW, 'en-GB')).toBe(text);
  });

  it("says it in the user's language", () => {
    expect(formatLoginAgo(ago(48 * H), NOW, 'de-DE')).toBe('vor 2 Tagen');
  });
});
