import { act, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { makeUser, resetSessionStore } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import { useRoleChecksOnceSetUp } from './role-checks';

const FORCED = { items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }], instructors: true };

function Checks() {
  useRoleChecksOnceSetUp();
  return null;
}

beforeEach(() => {
  resetSessionStore();
  sessionStore.getState().setScope('demo');
  sessionStore.getState().setSettings(FORCED);
});

describe('useRoleChecksOnceSetUp', () => {
  it('asks the team-leader and instructor checks once a forced two-factor set-up is done, not before', async () => {
    const services = makeServices({ 'POST /instructors/isInstructor': () => false, 'POST /dashel/isTeamLeader': () => true });
    sessionStore.getState().setUser(makeUser({ isTwoFASetupCompleted: false }));
    renderAt(<Checks />, '/account/mfa', services);
    expect(services.api.calls).toEqual([]);

    act(() => sessionStore.getState().updateUser({ isTwoFASetupCompleted: true }));
    await waitFor(() => expect(sessionStore.getState().isTeamLeader).toBe(true));
    expect(services.api.calls.map((call) => call.path).sort()).toEqual(['/dashel/isTeamLeader', '/instructors/isInstructor']);
  });

  it('asks nothing for a user who had nothing to set up (sign-in and start-up ask for them)', () => {
    const services = makeServices({ 'POST /dashel/isTeamLeader': () => true });
    sessionStore.getState().setUser(makeUser({ isTwoFASetupCompleted: true }));
    renderAt(<Checks />, '/dashboard', services);
    act(() => sessionStore.getState().updateUser({ displayName: 'Ada L.' }));
    expect(services.api.calls).toEqual([]);
  });
});
