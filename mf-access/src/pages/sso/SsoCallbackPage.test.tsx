import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { SESSION_STORAGE_KEYS, sessionStore } from '@portal/session';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import SsoCallbackPage from './SsoCallbackPage';

const ssoUser: User = { id: 'u9', username: 'sso-user', displayName: 'Sam Single', roles: [], profile: {}, authenticationMode: 'sso' };
const payload = Buffer.from('username=sso-user&timestamp=1767225600').toString('base64');
const sig = 'a'.repeat(64);
const jwt = `e30.${Buffer.from(JSON.stringify({ upn: 'sso-user', mail: 'other' })).toString('base64url')}.sig`;

function lms(extra: Record<string, MockHandler> = {}) {
  return createMockApiClient({
    'POST /authr/token/issue/hash': () => ({ result: 'Success', exp: 1_800_000_000 }),
    'POST /authr/token/issue/auth0': () => ({ result: 'Success', exp: 1_800_000_000 }),
    'POST /authr/token/invalidate': () => ({ success: true }),
    'POST /reach/:scope/api/v4/user/signin': () => ssoUser,
    'GET /reach/:scope/api/v3/endpoint/config': () => ({ items: [] }),
    'GET /reach/:scope/api/v4/profilefields': () => [],
    'POST /dashel/isTeamLeader': () => false,
    ...extra,
  });
}

/** Opens the callback link: nothing is called until the user chooses. */
function open(url: string, api = lms()) {
  renderRoute(<SsoCallbackPage />, { route: '/access/sso/callback/:type/:token', path: url, api });
  return api;
}

/** Opens the callback link and chooses Continue. */
async function show(url: string, api = lms()) {
  open(url, api);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
  return api;
}

const hashUrl = (query = `sso=${encodeURIComponent(payload)}`) => `/access/sso/callback/hash/${sig}?${query}`;

beforeEach(() => signedInSession({ user: null }));
afterEach(() => jest.useRealTimers());

describe('SsoCallbackPage', () => {
  it("shows 'Invalid auth type' for an unknown type and calls nothing", async () => {
    const api = open(`/access/sso/callback/saml/${sig}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid auth type');
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/access/signin');
  });

  it('opening a link signs nobody in: it names the user and waits for Continue', async () => {
    jest.useFakeTimers();
    const api = open(hashUrl());
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue signing in?' })).toBeInTheDocument();
    expect(screen.getByText('This single sign-on link signs you in as sso-user.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // Everything the page started runs out (effects, promises, timers, however long): still nothing called, nobody signed in.
    await act(() => jest.runAllTimersAsync());
    expect(api.calls).toHaveLength(0);
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/access\/sso\/callback\/hash\//);
  });

  it('Cancel goes back to sign-in without calling the LMS', async () => {
    const api = open(hashUrl());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitForLocation(/^\/access\/signin$/);
    expect(api.calls).toHaveLength(0);
  });

  it('a link that names no readable user still asks first', async () => {
    const api = open(hashUrl('sso=bm9wZQ'));
    expect(await screen.findByText('This single sign-on link signs you in.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('Continue issues the token once: the question goes away as soon as it is answered', async () => {
    const api = open(hashUrl());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls.filter((call) => call.path === '/authr/token/issue/hash')).toHaveLength(1);
  });

  it('auth0: names the user of the token too', async () => {
    const api = open(`/access/sso/callback/auth0/${jwt}`);
    expect(await screen.findByText('This single sign-on link signs you in as sso-user.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('hash: issues the token with sig, sso and scope, signs in as the payload user and goes to the default state', async () => {
    const api = await show(hashUrl());
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/authr/token/issue/hash', body: { sig, sso: payload, scope: 'demo', expiresIn: 1200 } });
    expect(api.calls.find((call) => call.path.endsWith('/user/signin'))?.body).toEqual({ username: 'sso-user', platform: 'LearnerPortal' });
    expect(sessionStore.getState().user?.id).toBe('u9');
  });

  it("hash: a '+' of the payload that arrived as a space is put back", async () => {
    const plus = Buffer.from('username=sso-user&timestamp=1767225600>').toString('base64');
    expect(plus).toContain('+');
    const api = await show(hashUrl(`sso=${plus}`));
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls[0]?.body).toMatchObject({ sso: plus });
  });

  it('honours returnState', async () => {
    await show(hashUrl(`sso=${encodeURIComponent(payload)}&returnState=${encodeURIComponent('/catalogue/items?x=1')}`));
    await waitForLocation(/^\/catalogue\/items\?x=1$/);
  });

  it('auth0: sends the token, the connection field and tenant, and remembers its logout address', async () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEYS.ssoConnection,
      JSON.stringify({ tenant: 'demo-idp', service: 'https://idp.example/login', logoutUrl: 'https://idp.example/logout', params: { field: 'upn' } }),
    );
    const api = await show(`/access/sso/callback/auth0/${jwt}`);
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls[0]).toMatchObject({ path: '/authr/token/issue/auth0', body: { token: jwt, field: 'upn', scope: 'demo', tenant: 'demo-idp' } });
    expect(sessionStore.getState().logoutRedirectTo).toBe('https://idp.example/logout');
  });

  it("auth0: without a chosen connection the field defaults to 'upn' and the tenant to the fixed group tenant (spec 1 §9)", async () => {
    const api = await show(`/access/sso/callback/auth0/${jwt}`);
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls[0]?.body).toEqual({ token: jwt, field: 'upn', scope: 'demo', tenant: 'organizations', expiresIn: 1200 });
  });

  it("a refusal without a message shows the sso-error page with 'Invalid username or password'", async () => {
    await show(hashUrl(), lms({ 'POST /authr/token/issue/hash': () => ({ result: 'Failed' }) }));
    await waitForLocation(/^\/access\/sso\/error\?authError=Invalid\+username\+or\+password$/);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('a refusal with another server message logs out and goes to sign-in, showing the message there', async () => {
    const api = await show(
      hashUrl(),
      lms({
        'POST /authr/token/issue/hash': () => {
          throw new ApiError({ status: 401, message: 'x', body: { success: false, ErrorCode: 'InvalidSignature', Message: 'The signature is not valid' } });
        },
      }),
    );
    const signIn = await waitForLocation(/^\/access\/signin$/);
    expect(signIn).toHaveAttribute('data-state', JSON.stringify({ authError: 'The signature is not valid' }));
    expect(api.calls.map((call) => call.path)).toContain('/authr/token/invalidate');
  });

  it('a link whose signature is not even shaped as one is refused here, in words, without asking the LMS', async () => {
    const api = await show(`/access/sso/callback/hash/deadbeef?sso=${encodeURIComponent(payload)}`);
    const signIn = await waitForLocation(/^\/access\/signin$/);
    expect(signIn).toHaveAttribute('data-state', JSON.stringify({ authError: 'This single sign-on link is not valid. Please sign in again.' }));
    expect(api.calls.map((call) => call.path)).not.toContain('/authr/token/issue/hash');
  });

  it("a request the LMS finds malformed (400) shows a sentence, never the validation's text", async () => {
    await show(
      hashUrl(),
      lms({
        'POST /authr/token/issue/hash': () => {
          throw new ApiError({ status: 400, message: 'x', body: { success: false, ErrorCode: 'ValidationFailed', Message: 'sso: invalid' } });
        },
      }),
    );
    expect(await waitForLocation(/^\/access\/signin$/)).toHaveAttribute(
      'data-state',
      JSON.stringify({ authError: 'This single sign-on link is not valid. Please sign in again.' }),
    );
  });

  it('a refusal naming the SSO user shows the sso-error page with the user and the message', async () => {
    await show(
      hashUrl(),
      lms({
        'POST /authr/token/issue/hash': () => {
          throw new ApiError({
            status: 401,
            message: 'x',
            body: { success: false, ErrorCode: 'UnknownUser', Message: 'There is no account for this single sign-on user.', ssoUser: 'sso-user' },
          });
        },
      }),
    );
    await waitForLocation(/^\/access\/sso\/error\?ssoUser=sso-user&authError=There\+is\+no\+account\+for\+this\+single\+sign-on\+user\.$/);
  });

  it('a session that cannot be loaded shows the sso-error page with the SSO user', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(
      hashUrl(),
      lms({
        'POST /reach/:scope/api/v4/user/signin': () => {
          throw new ApiError({ status: 404, message: 'x', body: { success: false, ErrorCode: 'UserNotFound' } });
        },
      }),
    );
    await waitForLocation(/^\/access\/sso\/error\?ssoUser=sso-user&authError=Invalid\+username\+or\+password$/);

    consoleError.mockRestore();
  });
});
