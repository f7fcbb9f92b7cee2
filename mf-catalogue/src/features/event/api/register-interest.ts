import { isApiError, type ApiClient } from '@portal/api-client';
import { cataloguePaths } from '@portal/contracts';

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
