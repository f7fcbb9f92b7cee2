import { waitFor } from '@testing-library/react';
import { createMockApiClient } from '@portal/api-client/testing';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession } from '@portal/testing';
import { browser } from '../../lib/browser';
import ResetPage from './ResetPage';

function show(config: object) {
  const api = createMockApiClient({ 'GET /content/config/config.json': () => config });
  renderRoute(<ResetPage />, { route: '/access/reset', path: '/access/reset', api });
  return api;
}

let reloadAt: jest.SpyInstance;
beforeEach(() => {
  signedInSession({ user: null });
  localStorage.setItem('basket', 'SKU1');
  localStorage.setItem('i18nextLng', 'cy-GB');
  sessionStorage.setItem('ssoBypass', 'true');
  sessionStore.getState().setReturnTo('/catalogue/items');
  reloadAt = jest.spyOn(browser, 'reloadAt').mockImplementation(() => undefined);
});
afterEach(() => reloadAt.mockRestore());

describe('ResetPage', () => {
  it('clears all storage, reloads config.json and goes to sign-in in the default scope', async () => {
    const api = show({ settings: { defaultScope: 'north-trust' } });
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/access/signin'));
    expect(api.calls[0]?.path).toBe('/content/config/config.json');
    expect(localStorage.getItem('basket')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(sessionStorage.getItem('ssoBypass')).toBeNull();
    expect(sessionStore.getState().returnTo).toBeNull();
    expect(sessionStore.getState().scope).toBe('north-trust');
  });

  it('goes to the scope page when config.json names no default scope', async () => {
    show({});
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/access/scope'));
    expect(sessionStore.getState().scope).toBeNull();
  });
});
