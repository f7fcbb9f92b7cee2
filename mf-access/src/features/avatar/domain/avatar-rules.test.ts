import { ApiError } from '@portal/api-client';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { AVATAR_ACCEPT, avatarFailure, avatarUploadProblem, isAvatarEditingEnabled } from './avatar-rules';

const MAIL_REQUIRED: ProfileFieldDefinition[] = [{ name: 'mail', label: 'E-mail', type: 'mail', required: true, adminOnly: false }];

describe('avatar rules (spec 1 §5, §8, §9)', () => {
  it('the file picker offers gif, jpg, jpeg and png', () => {
    expect(AVATAR_ACCEPT).toBe('.gif,.jpg,.jpeg,.png');
  });

  it('editing needs enableAvatar and Profile.Avatar.Editing.Enabled', () => {
    expect(isAvatarEditingEnabled({ items: [{ name: 'Profile.Avatar.Editing.Enabled', value: 'true' }] })).toBe(true);
    expect(isAvatarEditingEnabled({ items: [{ name: 'Profile.Avatar.Editing.Enabled', value: 'false' }] })).toBe(false);
    expect(isAvatarEditingEnabled({ enableAvatar: false, items: [{ name: 'Profile.Avatar.Editing.Enabled', value: 'true' }] })).toBe(false);
  });

  it('checks the file and, when mail is mandatory, that the user has one', () => {
    const lee = { email: 'lee@demo.example', profile: { mail: 'lee@demo.example' } };
    expect(avatarUploadProblem(null, lee, [])).toBe('access.avatar.chooseFile');
    expect(avatarUploadProblem({ name: 'notes.txt' }, lee, [])).toBe('access.avatar.unsupportedType');
    expect(avatarUploadProblem({ name: 'me.png' }, lee, MAIL_REQUIRED)).toBeUndefined();
    expect(avatarUploadProblem({ name: 'me.png' }, { profile: { mail: '' } }, MAIL_REQUIRED)).toBe('access.avatar.missingMail');
    expect(avatarUploadProblem({ name: 'me.png' }, { profile: {} }, [])).toBeUndefined();
  });

  it('maps 400, 413 and 415; anything else is a general failure', () => {
    const failure = (status: number) => avatarFailure(new ApiError({ status, message: String(status) }));
    expect(failure(400)).toBe('access.avatar.missingMail');
    expect(failure(413)).toBe('access.avatar.tooLarge');
    expect(failure(415)).toBe('access.avatar.unsupportedType');
    expect(failure(500)).toBe('access.avatar.failure');
    expect(failure(0)).toBe('access.avatar.failure');
  });
});
