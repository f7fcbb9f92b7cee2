import { recommendationSeed } from './recommendation-seed';

describe('the recommendations seed', () => {
  it('is the most recently completed item', () => {
    expect(
      recommendationSeed([
        { Id: 'a', CompletedOn: '2026-01-01T00:00:00Z' },
        { Id: 'b', CompletedOn: '2026-03-01T00:00:00Z' },
        { Id: 'c', CompletedOn: null },
      ]),
    ).toBe('b');
  });
  it('is none when nothing is completed (the LMS then gives the most recently modified items)', () => {
    expect(recommendationSeed([{ Id: 'c', CompletedOn: null }, { Id: 'd' }])).toBeUndefined();
  });
});
