export * from './common';
export * from './settings';
export * from './auth';
export * from './mfa';
export * from './manifests';
export * from './support';
