export { ReleaseError, resolveStoreDir, remoteEntryUrl, storePaths, RELEASE_RECORD } from './store-layout';
export { readAppBuild, type AppBuild } from './app-package';
export { publish, contentVersion, listReleases, readRemoteRelease, readShellRelease, type PublishResult, type RemoteRelease, type ShellRelease } from './releases';
export { versionBefore, type HistoryEntry } from './history';
export { activate, enable, disable, rollback, readTenant, tenantStatus, knownTenants, type TenantState, type TenantRemote } from './tenants';
export { currentShell, activateShell, rollbackShell, type ShellPointer } from './shell';
export { manifestFor } from './manifest';
export { publishAndActivate, type AutoReleaseResult } from './publish-and-activate';
export { writeFakeApp, type FakeAppOptions } from './fake-app';
