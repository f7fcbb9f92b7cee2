import { useMutation } from '@tanstack/react-query';
import { RegistrationResponseSchema, type Registration, type RegistrationResponse } from '@portal/contracts/account';
import { useApi, type ApiClient } from '@portal/api-client';
import { currentScope } from '../../../lib/scope';

/** POST /reach/{scope}/api/v4/users: self-registration; refusals answer 400 with an ErrorCode. */
export function registerUser(api: ApiClient, scope: string, registration: Registration): Promise<RegistrationResponse> {
  return api.post(`/reach/${encodeURIComponent(scope)}/api/v4/users`, registration, { schema: RegistrationResponseSchema });
}

/** Registering changes no read of the (signed-out) portal: nothing to invalidate. */
export function useRegisterUser() {
  const api = useApi();
  return useMutation({ mutationFn: (registration: Registration) => registerUser(api, currentScope(), registration) });
}
