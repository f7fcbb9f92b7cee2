import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import SignedPage from './SignedPage';

const admin: User = { id: 'a1', username: 'admin', displayName: 'Site Admin', roles: ['admin'], profile: {}, authenticationMode: 'sso' };
const token = `e30.${Buffer.from(JSON.stringify({ upn: 'admin' })).toString('base64url')}.sig`;

function show(handlers: Record<string, MockHandler> = {}) {
  const api = createMockApiClient({
    'GET /content/config/config.json': () => ({ settings: { defaultScope: 'demo' }, signedToken: token }),
    'POST /authr/token/issue/auth0': () => ({ result: 'Success', exp: 1_800_000_000 }),
    'POST /reach/:scope/api/v4/user/signin': () => admin,
    'GET /reach/:scope/api/v3/endpoint/config': () => ({ items: [] }),
    'GET /reach/:scope/api/v4/profilefields': () => [],
    'POST /dashel/isTeamLeader': () => false,
    ...handlers,
  });
  renderRoute(<SignedPage />, { route: '/access/signed', path: '/access/signed', api });
  return api;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  signedInSession({ user: null });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('SignedPage', () => {
  it("issues config.json's signed token, signs in as its user and goes to the dashboard", async () => {
    const api = show();
    await waitForLocation(/^\/dashboard$/);
    expect(api.calls[1]).toMatchObject({ path: '/authr/token/issue/auth0', body: { token, field: 'upn', scope: 'demo', tenant: 'organizations', expiresIn: 1200 } });
    expect(sessionStore.getState().user?.username).toBe('admin');
  });

  it('goes to sign-in when config.json has no signed token, quietly: a tenant without one is no error', async () => {
    show({ 'GET /content/config/config.json': () => ({}) });
    await waitForLocation(/^\/access\/signin$/);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('goes to sign-in when the token is refused, quietly: the LMS said no, nothing broke', async () => {
    show({ 'POST /authr/token/issue/auth0': () => ({ result: 'Failed' }) });
    await waitForLocation(/^\/access\/signin$/);
    expect(sessionStore.getState().user).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('goes to sign-in quietly when the LMS refuses the token with a 401', async () => {
    show({
      'POST /authr/token/issue/auth0': () => {
        throw new ApiError({ status: 401, message: 'x', body: { success: false, ErrorCode: 'InvalidToken', Message: 'The single sign-on token could not be verified.' } });
      },
    });
    await waitForLocation(/^\/access\/signin$/);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs what went wrong when the sign-in itself breaks', async () => {
    show({ 'POST /reach/:scope/api/v4/user/signin': () => ({ unexpected: true }) });
    await waitForLocation(/^\/access\/signin$/);
    expect(consoleError).toHaveBeenCalled();
  });
});
