import { requestUsername } from './username';

describe('requestUsername (spec 1 §5)', () => {
  it('lower-cases the username when it is the e-mail address', () => {
    expect(requestUsername(' Lee@Demo.Example ', true)).toBe('lee@demo.example');
  });

  it('keeps it as typed otherwise, trimmed', () => {
    expect(requestUsername(' LeeLearner ', false)).toBe('LeeLearner');
    expect(requestUsername('LeeLearner', undefined)).toBe('LeeLearner');
  });
});
