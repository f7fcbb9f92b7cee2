import * as v from 'valibot';
import { ELLIPSIS, FEED_TEXT_LIMIT, LEADERBOARD_LIMIT, USER_EVENTS_BATCH, USER_EVENTS_MAX, UserEventsRequestSchema, recommend, trimFeedText } from './dashboard';

describe('dashboard constants (spec 3 §9)', () => {
  it('asks the leaderboard for 6, trims feeds at 200 and pages user events by 100 up to 500', () => {
    expect([LEADERBOARD_LIMIT, FEED_TEXT_LIMIT, USER_EVENTS_BATCH, USER_EVENTS_MAX]).toEqual([6, 200, 100, 500]);
  });
});

describe('trimFeedText', () => {
  it('keeps a text of 200 characters whole', () => {
    const text = 'a'.repeat(200);
    expect(trimFeedText(text)).toBe(text);
  });
  it('cuts a longer text to 200 characters plus an ellipsis', () => {
    const trimmed = trimFeedText('b'.repeat(250));
    expect(trimmed).toBe(`${'b'.repeat(200)}${ELLIPSIS}`);
    expect(Array.from(trimmed)).toHaveLength(201);
  });
  it('collapses white space before counting and never splits an emoji', () => {
    expect(trimFeedText('  one \n\n two  ')).toBe('one two');
    expect(trimFeedText('😀'.repeat(201))).toBe(`${'😀'.repeat(200)}${ELLIPSIS}`);
  });
});

describe('recommend', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const items = [
    { id: 'a', name: 'A', categories: ['c1'], modifiedOn: day(1) },
    { id: 'b', name: 'B', categories: ['c2'], modifiedOn: day(5) },
    { id: 'c', name: 'C', categories: ['c1'], modifiedOn: day(3) },
    { id: 'd', name: 'D', categories: [], modifiedOn: day(4) },
    { id: 'e', name: 'E', categories: ['c1', 'c2'], modifiedOn: day(2) },
  ];
  it('without a seed gives the most recently modified items', () => {
    expect(recommend(items, { limit: 3 }).map((item) => item.id)).toEqual(['b', 'd', 'c']);
  });
  it('with a seed that has no category also gives the most recently modified items', () => {
    expect(recommend(items, { limit: 2, seedId: 'd' }).map((item) => item.id)).toEqual(['b', 'd']);
  });
  it('with a seed category gives the items sharing it, newest first, without the seed', () => {
    expect(recommend(items, { limit: 5, seedId: 'a' }).map((item) => item.id)).toEqual(['c', 'e']);
  });
});

describe('UserEventsRequestSchema', () => {
  it('defaults to a batch of 100 from the start and refuses more than 500', () => {
    expect(v.parse(UserEventsRequestSchema, { scope: 'demo', user_id: 'u' })).toMatchObject({ skip: 0, limit: 100 });
    expect(v.safeParse(UserEventsRequestSchema, { scope: 'demo', user_id: 'u', limit: 501 }).success).toBe(false);
  });
});
