import * as v from 'valibot';
import { orEmpty, type ApiClient } from '@portal/api-client';

/** POST /dashel/isTeamLeader {scope, userId}; false on failure (spec 1 §8). */
export function isTeamLeader(api: ApiClient, scope: string, userId: string): Promise<boolean> {
  return orEmpty(api.post('/dashel/isTeamLeader', { scope, userId }, { schema: v.boolean() }), false);
}
