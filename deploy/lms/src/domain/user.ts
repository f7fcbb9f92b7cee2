import { avatarUrl, type User } from '@portal/contracts';
import type { UserRow } from '../db/schema';

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
