import { orEmpty, type ApiClient } from '@portal/api-client';

/** POST /authr/token/invalidate: ends the session on the LMS; signing out goes on if it fails. */
export async function invalidateToken(api: ApiClient): Promise<void> {
  await orEmpty(api.post('/authr/token/invalidate', {}), undefined);
}
