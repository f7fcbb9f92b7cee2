export {
  createSessionStore,
  memoryStorage,
  sessionStore,
  useSession,
  useUserConfig,
  KEPT_ON_SESSION_CLEAR,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  type SessionActions,
  type SessionState,
  type SessionStorages,
  type SessionStore,
} from './store';
export { isAuthorised } from './rules/authorisation';
export { canSeeMenuItem, type MenuAccessContext } from './rules/menu-access';
export { featureEnabled, isFeature, FEATURES, type Feature } from './rules/features';
export { awaitsTwoFactorSetup, failedSignInAllowance, isTwoFactorSetupRequired, DEFAULT_FAILED_SIGN_IN_ALLOWANCE } from './rules/sign-in';
export { hasProfileValue, isProfileComplete } from './rules/profile';
export {
  defaultStatePath,
  isPublicAccessPath,
  postLoginDestination,
  statePath,
  DASHBOARD_PATH,
  MFA_SETUP_PATH,
  PROFILE_SETTINGS_PATH,
  ROUTE_PATHS,
  type PostLoginContext,
} from './rules/routing';
export { secondsUntilExpiry } from './rules/session-expiry';
export { isCpdVisible } from './rules/cpd';
export { loadProfileFields, loadRoleChecks, loadSettings, profileFieldsPath, settingsPath, type RoleCheckUser, type RoleChecks } from './loaders';
