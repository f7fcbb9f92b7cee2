/** The remote under development, aliased by the standalone webpack config (typed by the contract, not by hand). */
declare module 'portal-standalone-app' {
  import type { RemoteApp } from '@portal/remote-contract';
  const app: RemoteApp;
  export default app;
}
