import { useMutation } from '@tanstack/react-query';
import { isApiError, useApi, type ApiClient } from '@portal/api-client';
import { cataloguePaths } from '@portal/contracts/catalogue';

/** POST .../content/{id}/registerinterest (spec 2 §7): asks to hear of new sessions of an event. */
export async function registerInterest(api: ApiClient, scope: string, userId: string, eventId: string): Promise<boolean> {
  try {
    await api.post(cataloguePaths.registerInterest(scope, userId, eventId), {});
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

/**
 * Registering interest as a mutation. It changes nothing the catalogue shows (the event still has
 * no open session), so no query is invalidated; the answer is whether it was accepted.
 */
export function useRegisterInterest(scope: string, userId: string) {
  const api = useApi();
  return useMutation({ mutationFn: (eventId: string) => registerInterest(api, scope, userId, eventId) });
}
