import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApiClient } from '@portal/api-client/testing';
import { sessionStore } from '@portal/session';
import { browser } from '../../../lib/browser';
import { renderPage, resetSession } from '../../../lib/test-utils';
import ScopePage from './ScopePage';

function show(config: object, url = '/access/scope') {
  const api = createMockApiClient({ 'GET /content/config/config.json': () => config });
  renderPage(<ScopePage />, { api, url, path: '/access/scope' });
  return api;
}

let reloadAt: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  reloadAt = jest.spyOn(browser, 'reloadAt').mockImplementation(() => undefined);
});
afterEach(() => reloadAt.mockRestore());

describe('ScopePage', () => {
  it("offers config.json's scopes; choosing one sets the scope and starts the portal again at redirectTo", async () => {
    const user = userEvent.setup();
    show({ scopes: ['demo', 'north-trust'] }, `/access/scope?redirectTo=app.private.catalogue.landingpage&redirectParams=${encodeURIComponent('{"id":"c1"}')}`);
    await user.selectOptions(await screen.findByLabelText('Organisation'), 'north-trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sessionStore.getState().scope).toBe('north-trust');
    expect(reloadAt).toHaveBeenCalledWith('/catalogue/landingpage/item/c1');
  });

  it('asks for the scope by name without a list, checks it, then goes to sign-in', async () => {
    const user = userEvent.setup();
    show({});
    const field = await screen.findByLabelText('Organisation');
    await user.clear(field);
    await user.type(field, 'North Trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Use lower-case letters, digits and hyphens only')).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'north-trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(reloadAt).toHaveBeenCalledWith('/access/signin');
  });

  it('requires a choice', async () => {
    const user = userEvent.setup();
    resetSession();
    sessionStore.getState().setScope(null);
    show({ scopes: ['demo'] });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose your organisation', { selector: 'p' })).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
