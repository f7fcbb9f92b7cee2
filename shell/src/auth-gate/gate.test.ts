import { makeUser } from '@portal/testing';
import { decideAccess, returnStateFor } from './gate';

describe('decideAccess (spec 1 §4 authentication gate)', () => {
  const learner = makeUser({ roles: ['guest'] });

  it('lets everyone through a route without required roles', () => {
    expect(decideAccess({ user: null, roles: undefined, path: '/access/forgot' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ user: learner, roles: undefined, path: '/access/forgot' })).toEqual({ kind: 'allow' });
  });

  it("lets any signed-in user through '*'", () => {
    expect(decideAccess({ user: learner, roles: '*', path: '/dashboard' })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out user to sign-in, keeping the page and its query as the return state', () => {
    expect(decideAccess({ user: null, roles: '*', path: '/catalogue/items?filter=new' })).toEqual({ kind: 'sign-in', returnTo: '/catalogue/items?filter=new' });
  });

  it('never keeps a public access page as the return state', () => {
    expect(decideAccess({ user: null, roles: '*', path: '/access/mfa-setup', isPublicAccessPage: true })).toEqual({ kind: 'sign-in', returnTo: null });
    expect(decideAccess({ user: null, roles: '*', path: '/signin/mfa' })).toEqual({ kind: 'sign-in', returnTo: null });
  });

  it('sends a signed-in user without the role to the dashboard', () => {
    expect(decideAccess({ user: learner, roles: ['TeamLeader', 'CPDReviewer'], path: '/team' })).toEqual({ kind: 'dashboard' });
  });

  it('admits a user holding any one of the roles', () => {
    expect(decideAccess({ user: makeUser({ roles: ['CPDReviewer'] }), roles: ['TeamLeader', 'CPDReviewer'], path: '/cpd' })).toEqual({ kind: 'allow' });
  });

  it('does not send a user without the dashboard role back to the dashboard for ever', () => {
    expect(decideAccess({ user: learner, roles: ['admin'], path: '/dashboard' })).toEqual({ kind: 'denied' });
  });

  it('returnStateFor keeps private pages only', () => {
    expect(returnStateFor('/account/history')).toBe('/account/history');
    expect(returnStateFor('/access/signin')).toBeNull();
    expect(returnStateFor('/recover?code=1')).toBeNull();
  });
});
