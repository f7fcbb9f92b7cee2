// An area's own payloads are a subpath of their own (`@portal/contracts/cpd`, `/account`, `/realtime`,
// `/dev`), not re-exported here: this entry is the shared singleton every page loads, the sign-in page included.
export * from './common';
export * from './url-query';
export * from './locales';
export * from './settings';
export * from './auth';
export * from './mfa';
export * from './manifests';
export * from './support';
export * from './rules/avatar';
export * from './rules/two-factor';
export * from './sso';
