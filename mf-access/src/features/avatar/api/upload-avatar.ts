import type { ApiClient } from '@portal/api-client';
import { avatarPath, SuccessSchema, type Success } from '@portal/contracts';

/** POST /avatar/{mailOrId} as multipart form data with the picture in `file`. */
export function uploadAvatar(api: ApiClient, mailOrId: string, file: File): Promise<Success> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(avatarPath(mailOrId), form, { schema: SuccessSchema });
}
