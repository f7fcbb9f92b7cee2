export { lmsPlugin, buildLms, type LmsOptions } from './app';
export { createDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from './db';
export { migrate } from './db/migrate';
export { seedDemo, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_RECOVERY_CODES } from './seed/demo';
export { startLms, createLmsForGateway, type StartLmsOptions, type RunningLms } from './start';
export { seedBigTenant, BIG_TENANT, BIG_SIZES } from './seed/big';
