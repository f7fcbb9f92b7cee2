import * as v from 'valibot';
import { isApiError } from '@portal/api-client';
import { ITEMS, namedItem, type AppSettings, type ProfileFieldDefinition, type User } from '@portal/contracts';
import { AVATAR_TYPES, isAvatarFileType } from '@portal/contracts/avatar';
import { featureEnabled } from '@portal/session';
import type { AvatarMessageKey } from '../messages';

/** What the file picker offers (the check itself is isAvatarFileType, in @portal/contracts with the other avatar rules). */
export const AVATAR_ACCEPT = AVATAR_TYPES.map((type) => `.${type}`).join(',');

/** Spec 1 §5: avatar editing is enabled by the avatar feature (enableAvatar) and Profile.Avatar.Editing.Enabled (not 'false'). */
export function isAvatarEditingEnabled(settings: AppSettings | null): boolean {
  return featureEnabled(settings, 'avatar') && namedItem(settings ?? { items: [] }, ITEMS.avatarEditingEnabled) !== 'false';
}

const hasMail = (user: Pick<User, 'email' | 'profile'>) => (typeof user.profile.mail === 'string' && user.profile.mail.trim() !== '') || !!user.email;

/**
 * Spec 1 §5, checked before uploading: a picture of an accepted type, and a mail value when mail is
 * a mandatory profile field. Undefined when the upload may go ahead.
 */
export function avatarUploadProblem(file: { name: string } | null, user: Pick<User, 'email' | 'profile'>, fields: readonly ProfileFieldDefinition[]): AvatarMessageKey | undefined {
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

/** The upload form's value: what the file box holds. */
export interface AvatarForm {
  file: FileList | null;
}

/**
 * The upload form as a valibot schema for react-hook-form: avatarUploadProblem on the chosen file
 * (spec 1 §5); the issue message is the message key.
 */
export function avatarFormSchema(user: Pick<User, 'email' | 'profile'>, fields: readonly ProfileFieldDefinition[]) {
  return v.object({
    file: v.pipe(
      v.custom<FileList | null>(() => true),
      v.rawCheck(({ dataset, addIssue }) => {
        const files = dataset.value as FileList | null | undefined;
        const problem = avatarUploadProblem(files?.[0] ?? null, user, fields);
        if (problem) addIssue({ message: problem });
      }),
    ),
  });
}
