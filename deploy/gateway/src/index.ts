export { buildGateway, BODY_LIMIT, type GatewayOptions } from './app';
export { startPortal, type StartPortalOptions, type RunningPortal } from './start-portal';
export { readEnv, EnvError, DEFAULT_DATA_DIR, type GatewayEnv } from './env';
export { resolveTenant } from './tenant';
export { contentSecurityPolicy, contentSecurityPolicyHeader, HSTS_VALUE } from './plugins/security-headers';
export { proxyTarget, API_PREFIX, type LmsOptions, type LmsDatabase } from './plugins/lms';
export { SOCKET_PATH } from './plugins/realtime';
export { runServer } from './run-server';
