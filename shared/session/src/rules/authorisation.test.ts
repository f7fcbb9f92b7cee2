import { makeUser } from '../testing';
import { isAuthorised } from './authorisation';

describe('isAuthorised (spec 1 §6)', () => {
  const editor = makeUser({ roles: ['editor', 'Reporter'] });

  it('passes everyone, signed in or not, when no roles are required', () => {
    expect(isAuthorised(null, undefined)).toBe(true);
    expect(isAuthorised(editor, undefined)).toBe(true);
    expect(isAuthorised(null, [])).toBe(true);
  });

  it("'*' passes every authenticated user and no one else", () => {
    expect(isAuthorised(makeUser(), '*')).toBe(true);
    expect(isAuthorised(null, '*')).toBe(false);
  });

  it('otherwise needs an authenticated user holding at least one listed role', () => {
    expect(isAuthorised(editor, ['admin', 'Reporter'])).toBe(true);
    expect(isAuthorised(editor, ['admin'])).toBe(false);
    expect(isAuthorised(editor, ['reporter'])).toBe(false);
    expect(isAuthorised(null, ['guest'])).toBe(false);
  });
});
