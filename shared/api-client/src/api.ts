import { bus } from '@portal/event-bus';
import { createApiClient } from './client';
import { createPrimedResponses } from './primed-responses';
import { createTokenRefresher } from './token-refresher';

/** localStorage 'scope' is written by @portal/session; read per call so a scope change applies at once. */
function storedScope(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('scope');
}

/** The answers the page arrived with; the shell adds them from its boot data. */
export const primedResponses = createPrimedResponses();

/** The portal-wide client (base /_api, 30 s timeout, status events on the portal bus). */
export const api = createApiClient({ bus, getScope: storedScope, primed: primedResponses });

/** The portal-wide refresher: the shell's page-change refresh and the session dialog share its memo. */
export const tokenRefresher = createTokenRefresher(api);
