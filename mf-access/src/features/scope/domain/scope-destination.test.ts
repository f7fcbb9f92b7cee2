import { scopeDestination } from './scope-destination';

describe('scopeDestination', () => {
  it('goes to sign-in without redirectTo', () => {
    expect(scopeDestination(null, null)).toBe('/access/signin');
  });

  it('goes to a route name with its params', () => {
    expect(scopeDestination('app.private.catalogue.landingpage', '{"id":"c42"}')).toBe('/catalogue/landingpage/item/c42');
    expect(scopeDestination('app.private.account.settings', '{"view":"profile"}')).toBe('/account/settings?view=profile');
  });

  it('goes to a portal path; ignores unreadable params', () => {
    expect(scopeDestination('/dashboard', 'not json')).toBe('/dashboard');
    expect(scopeDestination('app.private.dashboard', '[1,2]')).toBe('/dashboard');
  });

  it('never leaves the portal, and falls back to sign-in for unknown states', () => {
    expect(scopeDestination('//evil.example', null)).toBe('/access/signin');
    expect(scopeDestination('app.unknown', null)).toBe('/access/signin');
  });
});
