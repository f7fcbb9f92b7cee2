import { createContext, useContext } from 'react';
import { api } from './api';
import type { ApiClient } from './client';

/**
 * The API client a component calls: the portal-wide `api` unless a test (or a host) provides
 * another one, e.g. `createMockApiClient(...)`, through ApiProvider. One context for the shell and
 * every remote: this package and react are shared singletons.
 */
const ApiContext = createContext<ApiClient>(api);

export const ApiProvider = ApiContext.Provider;

export function useApi(): ApiClient {
  return useContext(ApiContext);
}
