import type { User } from '@portal/contracts';
import type { UserRow } from '../db/schema';

/** Avatar address of spec 1 §4: built from the e-mail, else the user id. */
export function avatarUrl(user: Pick<UserRow, 'id' | 'email'>): string {
  return `/_api/avatar/${encodeURIComponent(user.email || user.id)}`;
}

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
    avatar: avatarUrl(row),
    isTwoFASetupCompleted: row.mfa_mode !== 'none',
  };
}
