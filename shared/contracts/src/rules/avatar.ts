/**
 * The avatar rules of spec 1 §4, §5, §9, one place for the shell's header, the account area and the
 * reference LMS.
 */

/** Spec 1 §9 avatar size. */
export const AVATAR_SIZE = 160;

/** Spec 1 §5: the picture types accepted, by file extension. */
export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The base path the portal calls the API under (api-client DEFAULT_BASE_URL; the LMS is mounted there). */
const API_BASE = '/_api';

/** What addresses a user's avatar: the portal's session user and the LMS's user row both fit. */
export interface AvatarOwner {
  id: string;
  email?: string | null | undefined;
  profile: Readonly<Record<string, unknown>>;
}

/** Spec 1 §5: gif, jpg, jpeg or png, by the file's extension (any case). */
export function isAvatarFileType(fileName: string): boolean {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (AVATAR_TYPES as readonly string[]).includes(extension ?? '');
}

/** Spec 1 §4: the avatar is addressed by the user's mail (the profile's, else the account's), else the user id. */
export function avatarKey(user: AvatarOwner): string {
  const mail = typeof user.profile.mail === 'string' && user.profile.mail ? user.profile.mail : user.email;
  return mail || user.id;
}

/** POST/GET /avatar/{mailOrId}, relative to the API base. */
export const avatarPath = (key: string): string => `/avatar/${encodeURIComponent(key)}`;

/**
 * The picture's address for an <img>, at size 160 (spec 1 §7, §9). A new `version` after an upload
 * makes the browser fetch the new picture instead of a cached one.
 */
export function avatarUrl(user: AvatarOwner, version?: number): string {
  return `${API_BASE}${avatarPath(avatarKey(user))}?s=${AVATAR_SIZE}${version === undefined ? '' : `&v=${version}`}`;
}
