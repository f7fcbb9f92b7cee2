import { createContext, useContext } from 'react';
import { api, type ApiClient } from '@portal/api-client';

/**
 * The API client the access pages call: the portal-wide `api` unless a test provides
 * `createMockApiClient(...)` through ApiProvider.
 */
const ApiContext = createContext<ApiClient>(api);

export const ApiProvider = ApiContext.Provider;

export function useApi(): ApiClient {
  return useContext(ApiContext);
}
