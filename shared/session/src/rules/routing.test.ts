import type { ProfileFieldDefinition } from '@portal/contracts';
import { makeSettings, makeUser } from '../testing';
import { defaultStatePath, isPublicAccessPath, postLoginDestination, statePath } from './routing';

describe('defaultStatePath (spec 1 §2)', () => {
  it("is '/dashboard' without a default state", () => {
    expect(defaultStatePath(null)).toBe('/dashboard');
    expect(defaultStatePath(makeSettings())).toBe('/dashboard');
  });

  it('maps known route names to paths, params to path segments or the query', () => {
    expect(defaultStatePath(makeSettings({ defaultState: { route: 'app.private.dashboard' } }))).toBe('/dashboard');
    expect(defaultStatePath(makeSettings({ defaultState: { route: 'app.private.account.settings', params: { view: 'profile' } } }))).toBe('/account/settings?view=profile');
    expect(defaultStatePath(makeSettings({ defaultState: { route: 'app.private.catalogue.index', params: { filter: 'is:mandatory' } } }))).toBe('/catalogue/items/is%3Amandatory');
    expect(defaultStatePath(makeSettings({ defaultState: { route: 'app.private.catalogue.index' } }))).toBe('/catalogue/items');
  });

  it("uses a route starting with '/' as-is, with params as the query", () => {
    expect(defaultStatePath(makeSettings({ defaultState: { route: '/catalogue/channels', params: { layout: 'grid' } } }))).toBe('/catalogue/channels?layout=grid');
  });

  it('falls back to /dashboard for an unknown route name or a missing required param', () => {
    expect(defaultStatePath(makeSettings({ defaultState: { route: 'app.private.nowhere' } }))).toBe('/dashboard');
    expect(defaultStatePath(makeSettings({ defaultState: { route: 'app.private.catalogue.channel' } }))).toBe('/dashboard');
    expect(statePath({ route: 'app.private.catalogue.channel', params: { id: 'c 1' } })).toBe('/catalogue/channel/c%201');
  });
});

describe('isPublicAccessPath', () => {
  it.each(['/access/signin', '/access/sso/callback/hash/t', '/access', '/signin', '/recover?code=1', '/signin/mfa'])('%s is public', (path) => {
    expect(isPublicAccessPath(path)).toBe(true);
  });

  it.each(['/dashboard', '/accessibility', '/account/settings', '/signing'])('%s is not', (path) => {
    expect(isPublicAccessPath(path)).toBe(false);
  });
});

describe('postLoginDestination (spec 1 §4)', () => {
  const forced = makeSettings({ items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }] });
  const mailRequired: ProfileFieldDefinition[] = [{ name: 'mail', label: 'E-mail', type: 'mail', required: true, adminOnly: false }];
  const complete = makeUser({ profile: { mail: 'a@b.c' } });

  it('sends to two-factor setup first when it is forced and not done', () => {
    expect(postLoginDestination({ user: makeUser(), settings: forced, returnTo: '/catalogue/items', profileFields: mailRequired })).toBe('/account/mfa');
  });

  it('then to the profile when it is incomplete', () => {
    expect(postLoginDestination({ user: makeUser({ isTwoFASetupCompleted: true }), settings: forced, returnTo: '/catalogue/items', profileFields: mailRequired })).toBe(
      '/account/settings?view=profile',
    );
  });

  it('then back to the return state', () => {
    expect(postLoginDestination({ user: complete, settings: makeSettings(), returnTo: '/catalogue/items?x=1', profileFields: mailRequired })).toBe('/catalogue/items?x=1');
  });

  it.each([null, '', '/access/signin', '/signin', '/access/recover?code=1', '/recover', '/access/signin/mfa', '/signin/mfa'])(
    'goes to the default state when the return state is %p',
    (returnTo) => {
      expect(postLoginDestination({ user: complete, settings: makeSettings(), returnTo, profileFields: mailRequired })).toBe('/dashboard');
      expect(postLoginDestination({ user: complete, settings: makeSettings({ defaultState: { route: '/catalogue/channels' } }), returnTo, profileFields: [] })).toBe(
        '/catalogue/channels',
      );
    },
  );
});
