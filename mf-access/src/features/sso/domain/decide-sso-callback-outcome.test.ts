import { decideSsoCallbackOutcome } from './decide-sso-callback-outcome';

describe('decideSsoCallbackOutcome (spec 1 §4 SSO callback)', () => {
  it.each(['auth0', 'hash'])('issues a token for type %p', (type) => {
    expect(decideSsoCallbackOutcome({ step: 'start', type })).toEqual({ kind: 'issueToken', type });
  });

  it.each(['saml', '', 'Hash'])("shows 'Invalid auth type' for type %p", (type) => {
    expect(decideSsoCallbackOutcome({ step: 'start', type })).toEqual({ kind: 'invalidAuthType', message: 'Invalid auth type' });
  });

  it.each([undefined, '', 'Success', 'Requires2FASetup'])('result %p continues like a forms sign-in', (result) => {
    expect(decideSsoCallbackOutcome({ step: 'issued', response: result === undefined ? {} : { result } })).toEqual({ kind: 'completeSignIn' });
  });

  it("a failed result without a message shows the sso-error page with 'Invalid username or password'", () => {
    expect(decideSsoCallbackOutcome({ step: 'issued', response: { result: 'Failed' } })).toEqual({
      kind: 'ssoError',
      authError: 'Invalid username or password',
    });
    expect(decideSsoCallbackOutcome({ step: 'issueFailed' })).toEqual({ kind: 'ssoError', authError: 'Invalid username or password' });
  });

  it('a failure with the default message as the server message also shows the sso-error page', () => {
    expect(decideSsoCallbackOutcome({ step: 'issueFailed', message: 'Invalid username or password' })).toEqual({
      kind: 'ssoError',
      authError: 'Invalid username or password',
    });
  });

  it('a failure with another server message and no SSO user logs out and goes to sign-in', () => {
    expect(decideSsoCallbackOutcome({ step: 'issued', response: { result: 'Failed', Message: 'The signature has expired' } })).toEqual({
      kind: 'signOut',
      authError: 'The signature has expired',
    });
    expect(decideSsoCallbackOutcome({ step: 'issueFailed', message: 'Unknown tenant' })).toEqual({ kind: 'signOut', authError: 'Unknown tenant' });
  });

  it('a refusal naming the SSO user shows the sso-error page with it', () => {
    expect(decideSsoCallbackOutcome({ step: 'issueFailed', message: 'There is no account for this single sign-on user.', ssoUser: 'new-starter' })).toEqual({
      kind: 'ssoError',
      ssoUser: 'new-starter',
      authError: 'There is no account for this single sign-on user.',
    });
  });

  it('results that need more than a session (second factor, new password) are failures', () => {
    expect(decideSsoCallbackOutcome({ step: 'issued', response: { result: 'Requires2FAVerification' } })).toEqual({
      kind: 'ssoError',
      authError: 'Invalid username or password',
    });
  });

  it('a failed session load is marked with the invalid SSO user and shows the sso-error page, whatever the message', () => {
    expect(decideSsoCallbackOutcome({ step: 'sessionFailed', ssoUser: 'sso-user', message: 'Service unavailable' })).toEqual({
      kind: 'ssoError',
      ssoUser: 'sso-user',
      authError: 'Service unavailable',
    });
    expect(decideSsoCallbackOutcome({ step: 'sessionFailed', ssoUser: 'sso-user' })).toEqual({
      kind: 'ssoError',
      ssoUser: 'sso-user',
      authError: 'Invalid username or password',
    });
  });
});
