// An area's own payloads are a subpath of their own (`@portal/contracts/cpd`), not re-exported here:
// this entry is the shared singleton every page loads, the sign-in page included.
export * from './common';
export * from './locales';
export * from './settings';
export * from './auth';
export * from './mfa';
export * from './manifests';
export * from './support';
export * from './account-verification';
export * from './mfa-setup';
export * from './dev';
export * from './realtime';
export * from './change-password';
export * from './rules/password-complexity';
export * from './rules/profile-field';
export * from './rules/username-complexity';
export * from './rules/avatar';
export * from './rules/two-factor';
export * from './registration';
export * from './delegation';
export * from './sso';
export * from './account-security';
