export { ReleaseError, UnknownTenantError, ChangedMeanwhileError, resolveStoreDir, remoteEntryUrl, storePaths, RELEASE_RECORD } from './store-layout';
export { readAppBuild, type AppBuild } from './app-package';
export { publish, contentVersion, listReleases, readRemoteRelease, readShellRelease, type PublishResult, type RemoteRelease, type ShellRelease } from './releases';
export { versionBefore, type HistoryEntry } from './history';
export {
  activate,
  enable,
  disable,
  rollback,
  stage,
  promote,
  readTenant,
  tenantStatus,
  knownTenants,
  type TenantState,
  type TenantRemote,
  type ActivateOptions,
  type Cohort,
} from './tenants';
export { incompatibilities, satisfies, BuiltAgainstSchema, type BuiltAgainst } from './compatibility';
export { IncompatibleReleaseError, remoteIncompatibilities, shellIncompatibilities } from './checks';
export { currentShell, activateShell, rollbackShell, type ShellPointer } from './shell';
export { manifestFor, manifestOf, readTenantReleases, inCohort, cohortPlace, type TenantReleases, type ManifestViewer } from './manifest';
export { createPreviewToken, readPreviewToken, type Preview } from './preview';
export { publishAndActivate, publishAndActivateAll, type AutoReleaseResult } from './publish-and-activate';
export { writeFakeApp, FAKE_BUILT_AGAINST, type FakeAppOptions } from './fake-app';
