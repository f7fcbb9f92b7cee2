// `@portal/contracts/account`: the account area's payloads and rules (registration, verification,
// two-factor set-up, password change, delegation, account security, the complexity and profile-field
// rules). Only mf-access and the LMS use them, so they stay out of the shared entry the sign-in page loads.
export * from './registration';
export * from './account-verification';
export * from './mfa-setup';
export * from './change-password';
export * from './delegation';
export * from './account-security';
export * from './password-complexity';
export * from './profile-field';
export * from './username-complexity';
