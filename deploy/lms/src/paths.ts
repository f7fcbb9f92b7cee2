import path from 'node:path';

/** Tenant content files (config, manifests, translations): deploy/lms/content/<tenant>/... */
export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '..', 'content');
/** The tenant used when a request names none, or one that is unknown (decision 0001: DEFAULT_TENANT = demo). */
export const DEFAULT_TENANT = 'demo';
