import { isApiError } from '@portal/api-client';
import { ITEMS, namedItem, type AppSettings, type ProfileFieldDefinition, type User } from '@portal/contracts';
import { featureEnabled } from '@portal/session';
import type { AvatarMessageKey } from '../messages';

/** Spec 1 §5, §9: the picture types accepted. */
export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png'] as const;
/** Spec 1 §9 avatar size. */
export const AVATAR_SIZE = 160;
/** What the file picker offers (the check itself is isAvatarFileType). */
export const AVATAR_ACCEPT = AVATAR_TYPES.map((type) => `.${type}`).join(',');

/** Spec 1 §5: avatar editing is enabled by the avatar feature (enableAvatar) and Profile.Avatar.Editing.Enabled (not 'false'). */
export function isAvatarEditingEnabled(settings: AppSettings | null): boolean {
  return featureEnabled(settings, 'avatar') && namedItem(settings ?? { items: [] }, ITEMS.avatarEditingEnabled) !== 'false';
}

/** Spec 1 §5: gif, jpg, jpeg or png, by the file's extension. */
export function isAvatarFileType(fileName: string): boolean {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (AVATAR_TYPES as readonly string[]).includes(extension ?? '');
}

/** Spec 1 §4: the avatar is addressed by the user's mail, else the user id. */
export function avatarTarget(user: Pick<User, 'id' | 'email' | 'profile'>): string {
  const mail = typeof user.profile.mail === 'string' && user.profile.mail ? user.profile.mail : user.email;
  return mail || user.id;
}

const hasMail = (user: Pick<User, 'email' | 'profile'>) => (typeof user.profile.mail === 'string' && user.profile.mail.trim() !== '') || !!user.email;

/**
 * Spec 1 §5, checked before uploading: a picture of an accepted type, and a mail value when mail is
 * a mandatory profile field. Undefined when the upload may go ahead.
 */
export function avatarUploadProblem(
  file: { name: string } | null,
  user: Pick<User, 'email' | 'profile'>,
  fields: readonly ProfileFieldDefinition[],
): AvatarMessageKey | undefined {
  if (!file) return 'access.avatar.chooseFile';
  if (!isAvatarFileType(file.name)) return 'access.avatar.unsupportedType';
  if (fields.some((field) => field.name === 'mail' && field.required) && !hasMail(user)) return 'access.avatar.missingMail';
  return undefined;
}

/** Spec 1 §8: 400 missing mail, 413 too large, 415 unsupported type, anything else a general failure. */
export function avatarFailure(error: unknown): AvatarMessageKey {
  const status = isApiError(error) ? error.status : 0;
  if (status === 400) return 'access.avatar.missingMail';
  if (status === 413) return 'access.avatar.tooLarge';
  if (status === 415) return 'access.avatar.unsupportedType';
  return 'access.avatar.failure';
}
