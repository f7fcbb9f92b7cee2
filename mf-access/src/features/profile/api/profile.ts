import type { ApiClient } from '@portal/api-client';
import { profilePath, ProfileResponseSchema, type ProfileResponse, type ProfileUpdate } from '@portal/contracts';

/** GET …/users/{userId}/profile: the stored profile map. */
export function getProfile(api: ApiClient, scope: string, userId: string): Promise<ProfileResponse> {
  return api.get(profilePath(scope, userId), { schema: ProfileResponseSchema });
}

/** POST …/users/{userId}/profile {profile, EmailAddress?}: answers the whole profile as saved. */
export function saveProfile(api: ApiClient, scope: string, userId: string, update: ProfileUpdate): Promise<ProfileResponse> {
  return api.post(profilePath(scope, userId), update, { schema: ProfileResponseSchema });
}
