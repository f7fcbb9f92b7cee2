import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import { bus } from '@portal/event-bus';
import { changeLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { signedInSession } from '@portal/testing';
import { completeSignIn } from './complete-sign-in';

jest.mock('@portal/i18n', () => ({
  ...jest.requireActual<typeof import('@portal/i18n')>('@portal/i18n'),
  changeLanguage: jest.fn(async (locale: string) => locale),
}));

const lee: User = {
  id: 'u1',
  username: 'lee',
  displayName: 'Lee Learner',
  roles: [],
  profile: { department: 'Sales' },
  authenticationMode: 'forms',
  isTwoFASetupCompleted: false,
};

function lms({ user = lee, settings = { items: [] } as AppSettings, fields = [] as unknown[], extra = {} as Record<string, MockHandler> } = {}) {
  return createMockApiClient({
    'POST /reach/:scope/api/v4/user/signin': () => user,
    'GET /reach/:scope/api/v3/endpoint/config': () => settings,
    'GET /reach/:scope/api/v4/profilefields': () => fields,
    'POST /dashel/isTeamLeader': () => true,
    'POST /instructors/isInstructor': () => true,
    ...extra,
  });
}

beforeEach(() => {
  signedInSession({ user: null });
  jest.mocked(changeLanguage).mockClear();
});

describe('completeSignIn', () => {
  it('loads the user, settings, profile fields and team-leader check, then stores and announces the session', async () => {
    const api = lms();
    const signedIn = jest.fn();
    const off = bus.on('auth.signed-in.v1', signedIn);
    await completeSignIn(api, 'lee');
    off();

    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /reach/demo/api/v3/endpoint/config',
      'GET /reach/demo/api/v4/profilefields',
      'POST /dashel/isTeamLeader',
      'POST /reach/demo/api/v4/user/signin',
    ]);
    expect(api.calls.find((call) => call.path.endsWith('/user/signin'))?.body).toEqual({ username: 'lee', platform: 'LearnerPortal' });
    expect(api.calls.find((call) => call.path === '/dashel/isTeamLeader')?.body).toEqual({ scope: 'demo', userId: 'u1' });
    const state = sessionStore.getState();
    expect(state.user).toEqual({ ...lee, isProfileCompleted: true });
    expect(state.isTeamLeader).toBe(true);
    expect(state.isInstructor).toBe(false);
    expect(signedIn).toHaveBeenCalledWith({ userId: 'u1' });
  });

  it('checks for an instructor only when instructors are configured', async () => {
    const api = lms({ settings: { instructors: true, items: [] } });
    await completeSignIn(api, 'lee');
    expect(api.calls.find((call) => call.path === '/instructors/isInstructor')?.body).toEqual({ scope: 'demo', userId: 'u1' });
    expect(sessionStore.getState().isInstructor).toBe(true);
  });

  it('treats failed checks as false', async () => {
    const api = lms({
      settings: { instructors: true, items: [] },
      extra: {
        'POST /dashel/isTeamLeader': () => {
          throw new Error('down');
        },
      },
    });
    await completeSignIn(api, 'lee');
    expect(sessionStore.getState().isTeamLeader).toBe(false);
  });

  describe('post-login routing (spec 1 §4)', () => {
    it('goes to the saved return state and clears it', async () => {
      sessionStore.getState().setReturnTo('/catalogue/items');
      await expect(completeSignIn(lms(), 'lee')).resolves.toBe('/catalogue/items');
      expect(sessionStore.getState().returnTo).toBeNull();
    });

    it('goes to the default state without a return state, or when it is a sign-in page', async () => {
      await expect(completeSignIn(lms(), 'lee')).resolves.toBe('/dashboard');
      sessionStore.getState().setReturnTo('/signin/mfa');
      const settings: AppSettings = { defaultState: { route: 'app.private.cpd.plans' }, items: [] };
      await expect(completeSignIn(lms({ settings }), 'lee')).resolves.toBe('/cpd/plans');
    });

    it('goes to the MFA set-up when forced two-factor is not set up', async () => {
      sessionStore.getState().setReturnTo('/catalogue/items');
      const settings: AppSettings = { items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }] };
      await expect(completeSignIn(lms({ settings }), 'lee')).resolves.toBe('/account/mfa');
      await expect(completeSignIn(lms({ settings, user: { ...lee, isTwoFASetupCompleted: true } }), 'lee')).resolves.toBe('/dashboard');
    });

    it('goes to the profile view when a required profile field is missing', async () => {
      const fields = [{ name: 'jobTitle', label: 'Job title', type: 'text', required: true }];
      await expect(completeSignIn(lms({ fields }), 'lee')).resolves.toBe('/account/settings?view=profile');
      expect(sessionStore.getState().user?.isProfileCompleted).toBe(false);
    });
  });

  it("switches to the user's preferred language when the tenant configures languages", async () => {
    const user = { ...lee, profile: { preferredLanguage: 'fr-FR' } };
    await completeSignIn(lms({ user, settings: { languages: ['en-GB', 'fr-FR'], items: [] } }), 'lee');
    expect(changeLanguage).toHaveBeenCalledWith('fr-FR');

    jest.mocked(changeLanguage).mockClear();
    await completeSignIn(lms({ user }), 'lee');
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
