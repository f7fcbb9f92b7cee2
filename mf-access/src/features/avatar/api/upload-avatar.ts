import { useMutation } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { SuccessSchema, type Success } from '@portal/contracts';
import { avatarPath } from '@portal/contracts/avatar';

/** POST /avatar/{mailOrId} as multipart form data with the picture in `file`. */
export function uploadAvatar(api: ApiClient, mailOrId: string, file: File): Promise<Success> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(avatarPath(mailOrId), form, { schema: SuccessSchema });
}

/**
 * The upload as a mutation. No query holds the picture: the page and the header show it by its
 * address, moved past the browser's cache with a version the page sets and 'account.avatar-changed.v1' carries.
 */
export function useUploadAvatar() {
  const api = useApi();
  return useMutation({ mutationFn: ({ target, file }: { target: string; file: File }) => uploadAvatar(api, target, file) });
}
