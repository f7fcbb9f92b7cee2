// An area's own payloads are a subpath of their own (`@portal/contracts/cpd`, `/account`, `/realtime`,
// `/dev`), not re-exported here: this entry is the shared singleton every page loads, the sign-in page
// included, and a shared module is never tree-shaken. So are the payloads of what only some pages use:
// two-factor codes (`/mfa`), support and the chatbot (`/support`), single sign-on (`/sso`), avatars
// (`/avatar`).
export * from './common';
export * from './url-query';
export * from './locales';
export * from './settings';
export * from './auth';
export * from './manifests';
export * from './rules/two-factor';
// The sign-in page validates with the entry's schemas through this (the portal chunk's valibot):
// importing valibot itself would fetch the area's own copy, a chunk of its own on the first page.
export { safeParse } from 'valibot';
