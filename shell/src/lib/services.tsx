import { createContext, useContext, type ReactNode } from 'react';
import { api as portalApi, tokenRefresher as portalTokenRefresher, type ApiClient, type TokenRefresher } from '@portal/api-client';

/** What the shell's features call out to; tests pass test twins (createMockApiClient). */
export interface ShellServices {
  api: ApiClient;
  tokenRefresher: TokenRefresher;
}

const ServicesContext = createContext<ShellServices>({ api: portalApi, tokenRefresher: portalTokenRefresher });

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ShellServices {
  return useContext(ServicesContext);
}
