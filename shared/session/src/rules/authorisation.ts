import type { User } from '@portal/contracts';
import type { AuthorizedRoles } from '@portal/remote-contract';

/**
 * Spec 1 §6: no required roles (undefined, or an empty list) passes everyone, signed in or not;
 * '*' passes every authenticated user; otherwise the user must be authenticated and hold at
 * least one of the listed roles. Role names compare exactly ('TeamLeader', 'CPDReviewer', ...).
 */
export function isAuthorised(user: User | null, roles: AuthorizedRoles): boolean {
  if (roles === undefined) return true;
  if (roles === '*') return user !== null;
  if (roles.length === 0) return true;
  return user !== null && roles.some((role) => user.roles.includes(role));
}
