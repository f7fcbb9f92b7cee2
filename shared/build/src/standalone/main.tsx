// The development host's entry: the remote's RemoteApp arrives through the alias the standalone
// webpack config sets (its './app' module, src/app.ts by convention).
import app from 'portal-standalone-app';
import { startDevHost } from './DevHost';

declare const PORTAL_SCOPE: string;

startDevHost(app, { scope: PORTAL_SCOPE }).catch((error: unknown) => {
  console.error('[standalone] the development host could not start; is the gateway running?', error);
  document.body.textContent = `The development host could not start: ${String(error)}. Is the portal running (npm start)?`;
});
