import app from '../../app';
import { avatarMessages } from '../../features/avatar/messages';
import { changePasswordMessages } from '../../features/change-password/messages';
import { delegationMessages } from '../../features/delegation/messages';

describe('the account settings routes (spec 1 §2)', () => {
  it('serves /account/settings as app.private.account.settings for every signed-in user', () => {
    const route = app.routes.find(({ path }) => path === '/account/settings');
    expect(route).toMatchObject({ name: 'app.private.account.settings', authorizedRoles: '*' });
    expect(route?.Component).toBeDefined();
  });

  it('serves /account/profile and /account/password as the profile and changePassword views', () => {
    expect(app.routes.find(({ path }) => path === '/account/profile')).toMatchObject({ redirectTo: '/account/settings?view=profile', authorizedRoles: '*' });
    expect(app.routes.find(({ path }) => path === '/account/password')).toMatchObject({ redirectTo: '/account/settings?view=changePassword', authorizedRoles: '*' });
  });

  // The en-GB texts live in each feature's messages file (the components' defaults), not in app.ts.
  it("ships the spec's texts in en-GB", () => {
    const en: Record<string, string> = { ...avatarMessages, ...changePasswordMessages, ...delegationMessages };
    expect(en['access.avatar.success']).toBe('Your profile picture was updated successfully');
    expect(en['access.changePassword.PasswordIncorrect']).toBe('Current password incorrect');
    expect(en['access.delegation.self']).toBe('Unable to add yourself as the delegate approver');
    expect(en['access.delegation.added']).toBe('Approval delegate added successfully');
  });
});
