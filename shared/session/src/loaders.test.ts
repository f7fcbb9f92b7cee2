import { createMockApiClient } from '@portal/api-client/testing';
import { loadProfileFields, loadRoleChecks, loadSettings } from './loaders';
import { makeUser } from './testing';

const u1 = makeUser({ id: 'u1' });

const settings = { items: [], instructors: true };

describe('loadSettings', () => {
  it('reads the settings afresh each time (no cache in the API client)', async () => {
    const api = createMockApiClient({ 'GET /reach/demo/api/v3/endpoint/config': () => settings });
    expect(await loadSettings(api, 'demo')).toEqual(settings);
    await loadSettings(api, 'demo');
    expect(api.calls).toHaveLength(2);
  });

  it('answers null when the settings cannot be had', async () => {
    expect(await loadSettings(createMockApiClient({}), 'demo')).toBeNull();
  });
});

it('answers an empty list of profile fields on failure', async () => {
  expect(await loadProfileFields(createMockApiClient({}), 'demo')).toEqual([]);
});

describe('loadRoleChecks', () => {
  it('asks both server checks with scope and user id', async () => {
    const api = createMockApiClient({ 'POST /instructors/isInstructor': () => true, 'POST /dashel/isTeamLeader': () => false });
    expect(await loadRoleChecks(api, 'demo', u1, settings)).toEqual({ isInstructor: true, isTeamLeader: false });
    expect(api.calls.map((call) => call.body)).toEqual([
      { scope: 'demo', userId: 'u1' },
      { scope: 'demo', userId: 'u1' },
    ]);
  });

  it('skips the instructor check when instructors are not configured (spec 1 §6), and answers false on failure', async () => {
    const api = createMockApiClient({ 'POST /instructors/isInstructor': () => true });
    expect(await loadRoleChecks(api, 'demo', u1, { items: [] })).toEqual({ isInstructor: false, isTeamLeader: false });
    expect(api.calls.map((call) => call.path)).toEqual(['/dashel/isTeamLeader']);
  });

  it('asks nothing for a user who must set up two-factor first: that session may only set it up', async () => {
    const forced = { ...settings, items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }] };
    const api = createMockApiClient({ 'POST /instructors/isInstructor': () => true, 'POST /dashel/isTeamLeader': () => true });
    expect(await loadRoleChecks(api, 'demo', { ...u1, isTwoFASetupCompleted: false }, forced)).toEqual({ isInstructor: false, isTeamLeader: false });
    expect(api.calls).toEqual([]);
    expect(await loadRoleChecks(api, 'demo', { ...u1, isTwoFASetupCompleted: true }, forced)).toEqual({ isInstructor: true, isTeamLeader: true });
  });
});
