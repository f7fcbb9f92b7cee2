import { buildUrl, DEFAULT_BASE_URL, type ApiClient } from '@portal/api-client';
import { SuccessSchema, type Success } from '@portal/contracts';
import { AVATAR_SIZE } from '../domain/avatar-rules';

export const avatarPath = (mailOrId: string) => `/avatar/${encodeURIComponent(mailOrId)}`;

/** The picture's address for an <img>; `version` changes after an upload so no cached copy is shown. */
export function avatarImageUrl(mailOrId: string, version?: number): string {
  return buildUrl(DEFAULT_BASE_URL, avatarPath(mailOrId), { s: AVATAR_SIZE, v: version });
}

/** POST /avatar/{mailOrId} as multipart form data with the picture in `file`. */
export function uploadAvatar(api: ApiClient, mailOrId: string, file: File): Promise<Success> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(avatarPath(mailOrId), form, { schema: SuccessSchema });
}
