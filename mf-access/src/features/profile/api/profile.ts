import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { profilePath, ProfileResponseSchema, type Profile, type ProfileFieldDefinition, type ProfileResponse, type ProfileUpdate } from '@portal/contracts';
import { queryKeys } from '@portal/query/keys';
import { loadProfileFields, sessionStore, useSession } from '@portal/session';
import { currentScope } from '../../../lib/scope';

/** GET …/users/{userId}/profile: the stored profile map. */
export function getProfile(api: ApiClient, scope: string, userId: string): Promise<ProfileResponse> {
  return api.get(profilePath(scope, userId), { schema: ProfileResponseSchema });
}

/** POST …/users/{userId}/profile {profile, EmailAddress?}: answers the whole profile as saved. */
export function saveProfile(api: ApiClient, scope: string, userId: string, update: ProfileUpdate): Promise<ProfileResponse> {
  return api.post(profilePath(scope, userId), update, { schema: ProfileResponseSchema });
}

/** What the profile view shows: the tenant's field definitions and the user's stored profile. */
export interface ProfileView {
  fields: ProfileFieldDefinition[];
  profile: Profile;
}

/**
 * The profile view's read, afresh each time the view opens (staleTime 0). The field definitions
 * also go to the session store (the navigation block reads them); the stored copy of the profile
 * stands in when the read fails, so the form stays usable.
 */
export function profileQuery(api: ApiClient, scope: string, userId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.access.profile.detail(scope, userId),
    queryFn: async (): Promise<ProfileView> => {
      const [fields, { profile }] = await Promise.all([
        loadProfileFields(api, scope),
        getProfile(api, scope, userId ?? '').catch(() => ({ profile: sessionStore.getState().user?.profile ?? {} })),
      ]);
      sessionStore.getState().setProfileFields(fields);
      return { fields, profile };
    },
    enabled: Boolean(userId),
    staleTime: 0,
    retry: false,
  });
}

export function useProfile() {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  return useQuery(profileQuery(api, currentScope(), userId));
}

/** Saves the profile (POST …/profile); the profile view's read is stale once it settles. */
export function useSaveProfile() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: ProfileUpdate }) => saveProfile(api, currentScope(), userId, update),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.access.profile.all }),
  });
}
