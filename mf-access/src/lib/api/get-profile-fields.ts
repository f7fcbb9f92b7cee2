import { ProfileFieldListSchema, type ProfileFieldDefinition } from '@portal/contracts';
import { orEmpty, type ApiClient } from '@portal/api-client';

/** GET /reach/{scope}/api/v4/profilefields (spec 1 §8: read calls answer empty on failure). */
export function getProfileFields(api: ApiClient, scope: string): Promise<ProfileFieldDefinition[]> {
  return orEmpty(api.get(`/reach/${scope}/api/v4/profilefields`, { schema: ProfileFieldListSchema }), []);
}
