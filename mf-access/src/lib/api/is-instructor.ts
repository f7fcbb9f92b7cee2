import * as v from 'valibot';
import { orEmpty, type ApiClient } from '@portal/api-client';

/** POST /instructors/isInstructor {scope, userId}; false on failure (spec 1 §8). */
export function isInstructor(api: ApiClient, scope: string, userId: string): Promise<boolean> {
  return orEmpty(api.post('/instructors/isInstructor', { scope, userId }, { schema: v.boolean() }), false);
}
