import { RegistrationResponseSchema, type Registration, type RegistrationResponse } from '@portal/contracts';
import type { ApiClient } from '@portal/api-client';

/** POST /reach/{scope}/api/v4/users: self-registration; refusals answer 400 with an ErrorCode. */
export function registerUser(api: ApiClient, scope: string, registration: Registration): Promise<RegistrationResponse> {
  return api.post(`/reach/${encodeURIComponent(scope)}/api/v4/users`, registration, { schema: RegistrationResponseSchema });
}
