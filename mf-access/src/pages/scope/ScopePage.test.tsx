import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession } from '@portal/testing';
import { browser } from '../../lib/browser';
import ScopePage from './ScopePage';

const KNOWN = ['demo', 'north-trust'];

function show(config: object, url = '/access/scope', settings: (scope: string) => unknown = () => ({ items: [] })) {
  const api = createMockApiClient({
    'GET /content/config/config.json': () => config,
    // The tenant's settings: the LMS answers 404 UnknownScope for an organisation it does not have.
    'GET /reach/:scope/api/v3/endpoint/config': (_body: unknown, _query: Record<string, string>, params: Record<string, string>) => {
      if (!KNOWN.includes(params.scope ?? ''))
        throw new ApiError({ status: 404, code: 'UnknownScope', message: 'UnknownScope', body: { success: false, ErrorCode: 'UnknownScope' } });
      return settings(params.scope ?? '');
    },
  });
  renderRoute(<ScopePage />, { route: '/access/scope', path: url, api });
  return api;
}

let reloadAt: jest.SpyInstance;
beforeEach(() => {
  signedInSession({ user: null });
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

  it('says so when the organisation does not exist, and keeps the scope it had', async () => {
    const user = userEvent.setup();
    const api = show({});
    const field = await screen.findByLabelText('Organisation');
    await user.clear(field);
    await user.type(field, 'nosuchtenant');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('There is no organisation called nosuchtenant. Check the name and try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('nosuchtenant');
    expect(sessionStore.getState().scope).toBe('demo');
    expect(reloadAt).not.toHaveBeenCalled();
    expect(api.calls.map((call) => call.path)).toContain('/reach/nosuchtenant/api/v3/endpoint/config');
  });

  it('says the check did not work when the LMS cannot be asked, and changes nothing', async () => {
    const user = userEvent.setup();
    show({}, '/access/scope', () => {
      throw new ApiError({ status: 503, message: 'unavailable' });
    });
    const field = await screen.findByLabelText('Organisation');
    await user.clear(field);
    await user.type(field, 'north-trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the organisation could not be checked. Please try again.');
    expect(sessionStore.getState().scope).toBe('demo');
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('requires a choice', async () => {
    const user = userEvent.setup();
    signedInSession({ user: null });
    sessionStore.getState().setScope(null);
    show({ scopes: ['demo'] });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose your organisation', { selector: 'p' })).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
