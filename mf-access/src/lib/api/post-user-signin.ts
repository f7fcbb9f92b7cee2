import { UserSchema, type User } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/** POST /reach/{scope}/api/v4/user/signin: records the sign-in for the portal and answers the session user. */
export function postUserSignIn(api: ApiClient, scope: string, username: string): Promise<User> {
  return api.post(`/reach/${scope}/api/v4/user/signin`, { username, platform: 'LearnerPortal' }, { schema: UserSchema });
}
