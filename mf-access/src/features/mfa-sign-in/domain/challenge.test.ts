import { challengeOf } from './challenge';

describe('challengeOf', () => {
  it('answers the mode and destination of a started verification', () => {
    expect(challengeOf({ success: true, mode: 'email', to: 'l***e@demo.example' })).toEqual({ mode: 'email', to: 'l***e@demo.example' });
    expect(challengeOf({ success: true, mode: 'ga' })).toEqual({ mode: 'ga', to: undefined });
  });

  it('answers nothing without a mode, with mode none, or without success', () => {
    expect(challengeOf({ success: true })).toBeUndefined();
    expect(challengeOf({ success: true, mode: 'none' })).toBeUndefined();
    expect(challengeOf({ success: false, mode: 'sms', to: 'GB ***789' })).toBeUndefined();
  });
});
