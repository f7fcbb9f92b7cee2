import { canDecideReview } from './cpd-rules';

describe('a reviewer’s decisions on a CPD period', () => {
  it('accepts or rejects a submitted period only', () => {
    for (const decision of ['Accepted', 'Rejected'] as const) {
      expect(canDecideReview('Submitted', decision)).toBe(true);
      for (const status of ['YearBreak', 'NotStarted', 'Pending', 'Accepted', 'Rejected', null] as const)
        expect([status, canDecideReview(status, decision)]).toEqual([status, false]);
    }
  });

  it('sets pending a submitted or decided period, never a year break or one not submitted', () => {
    for (const status of ['Submitted', 'Accepted', 'Rejected'] as const) expect(canDecideReview(status, 'Pending')).toBe(true);
    for (const status of ['YearBreak', 'NotStarted', 'Pending', undefined] as const) expect(canDecideReview(status, 'Pending')).toBe(false);
  });
});
