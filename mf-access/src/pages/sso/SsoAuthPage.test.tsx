import { screen, waitFor } from '@testing-library/react';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import { bus } from '@portal/event-bus';
import type { User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession } from '@portal/testing';
import { browser } from '../../lib/browser';
import SsoAuthPage from './SsoAuthPage';

const lee: User = { id: 'u1', username: 'lee', displayName: 'Lee Learner', email: 'lee@demo.example', roles: [], profile: {}, authenticationMode: 'forms' };
const url = '/access/sso/auth/discourse/bm9uY2U9YWJj/ff00';

function show(handlers: Record<string, MockHandler> = {}) {
  const api = createMockApiClient({
    'POST /didp/decode': () => ({ success: true, return_sso_url: 'https://forum.example/session/sso_login', nonce: 'abc' }),
    'POST /didp/encode': () => ({ success: true, data: 'ZGF0YQ==', hash: 'cafe' }),
    ...handlers,
  });
  renderRoute(<SsoAuthPage />, { route: '/access/sso/auth/:type/:sso/:sig', path: url, api });
  return api;
}

let assign: jest.SpyInstance;
beforeEach(() => {
  signedInSession({ user: null });
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('SsoAuthPage', () => {
  it('signed out: keeps this very page as the return state and broadcasts not-authenticated', () => {
    const heard = jest.fn();
    const off = bus.on('auth.not-authenticated.v1', heard);
    const api = show();
    expect(sessionStore.getState().returnTo).toBe(url);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
    off();
  });

  it('signed in: decodes the request, encodes the user and returns to the other site with sso and sig', async () => {
    sessionStore.getState().setUser(lee);
    const api = show();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://forum.example/session/sso_login?sso=ZGF0YQ%3D%3D&sig=cafe'));
    expect(api.calls[0]).toMatchObject({ path: '/didp/decode', body: { data: 'bm9uY2U9YWJj', hash: 'ff00' } });
    expect(api.calls[0]?.headers['x-scope']).toBe('demo');
    expect(api.calls[1]).toMatchObject({
      path: '/didp/encode',
      body: { nonce: 'abc', external_id: 'u1', email: 'lee@demo.example', username: 'lee', name: 'Lee Learner' },
    });
  });

  it('shows a failure when the request does not verify', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().setUser(lee);
    const api = show({ 'POST /didp/decode': () => ({ success: false }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in to the other site.');
    expect(api.calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
