import { resetUsername } from './reset-username';

describe('resetUsername', () => {
  it('lower-cases the username when it is the e-mail address', () => {
    expect(resetUsername(' Lee@Demo.Example ', { userNameIsEmail: true })).toBe('lee@demo.example');
  });

  it('keeps it as typed otherwise', () => {
    expect(resetUsername('LeeLearner', { userNameIsEmail: false })).toBe('LeeLearner');
    expect(resetUsername('LeeLearner', null)).toBe('LeeLearner');
  });
});
