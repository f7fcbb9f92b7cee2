import { createContext, useContext, type ReactNode } from 'react';
import { ApiProvider, tokenRefresher as portalTokenRefresher, type ApiClient, type TokenRefresher } from '@portal/api-client';

/** What the shell's features call out to; tests pass test twins (createMockApiClient). */
export interface ShellServices {
  api: ApiClient;
  tokenRefresher: TokenRefresher;
}

// The API client travels in @portal/api-client's context (useApi), shared with the remotes; only
// the token refresher, which the shell alone drives, has a context here.
const TokenRefresherContext = createContext<TokenRefresher>(portalTokenRefresher);

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ApiProvider value={services.api}>
      <TokenRefresherContext.Provider value={services.tokenRefresher}>{children}</TokenRefresherContext.Provider>
    </ApiProvider>
  );
}

export function useTokenRefresher(): TokenRefresher {
  return useContext(TokenRefresherContext);
}
