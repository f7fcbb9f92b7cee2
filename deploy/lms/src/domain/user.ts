import { type ProfileFieldDefinition, type User } from '@portal/contracts';
import { avatarUrl } from '@portal/contracts/avatar';
import type { UserRow } from '../db/schema';
import type { MessageText } from './outbox-messages';

/** The session user (spec 1 §3) as the portal receives it. */
export function toSessionUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.surname ? { surname: row.surname } : {}),
    ...(row.email ? { email: row.email } : {}),
    roles: row.roles,
    profile: row.profile,
    authenticationMode: row.authentication_mode,
    // The address the portal shows (spec 1 §4, §9): profile mail, else e-mail, else the id, at size 160.
    avatar: avatarUrl(row),
    isTwoFASetupCompleted: row.mfa_mode !== 'none',
  };
}

/**
 * Profile fields that decide what a user may do, so only an administrator sets them, whatever the
 * tenant's definition says: cpdEligible opens CPD (spec 1 §6).
 */
export const ADMIN_MANAGED_PROFILE_FIELDS: ReadonlySet<string> = new Set(['cpdEligible']);

/** The definitions as the user may edit them: admin-managed fields are adminOnly (read-only to the user). */
export function userEditableDefinitions(defs: readonly ProfileFieldDefinition[]): ProfileFieldDefinition[] {
  return defs.map((def) => (ADMIN_MANAGED_PROFILE_FIELDS.has(def.name) && !def.adminOnly ? { ...def, adminOnly: true } : def));
}

/** The address the account uses now: the account e-mail, else the profile's mail field. */
export function currentEmailAddress(user: Pick<UserRow, 'email' | 'profile'>): string | null {
  const mail = user.profile.mail;
  return user.email ?? (typeof mail === 'string' && mail ? mail : null);
}

export function sameEmailAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/** A pending e-mail change lives this long; the code goes to the new address. */
export const EMAIL_CHANGE_TTL_MINUTES = 60;
export const EMAIL_CHANGE_CODE_TYPE = 'email-change';

export function emailChangeCodeMessage(systemName: string, code: string): MessageText {
  return {
    subject: `Confirm your new ${systemName} e-mail address`,
    body: `Your ${systemName} e-mail confirmation code is ${code}. Enter it on your profile page to start using this address. It expires in ${EMAIL_CHANGE_TTL_MINUTES} minutes.\nIf you did not ask for this, you can ignore this e-mail.`,
  };
}

export function emailChangeNoticeMessage(systemName: string, newAddress: string): MessageText {
  return {
    subject: `Your ${systemName} e-mail address is being changed`,
    body: `Someone signed in to your ${systemName} account asked to change its e-mail address to ${newAddress}. It changes once the new address is confirmed.\nIf this was not you, change your password now and contact your administrator.`,
  };
}
