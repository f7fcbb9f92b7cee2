import type { User } from '@portal/contracts';
import type { AuthorizedRoles } from '@portal/remote-contract';
import { DASHBOARD_PATH, isAuthorised, isPublicAccessPath } from '@portal/session';

export type GateDecision =
  | { kind: 'allow' }
  /** Not signed in: store `returnTo` (when there is one) and go to sign-in. */
  | { kind: 'sign-in'; returnTo: string | null }
  /** Signed in without the role: go to the dashboard. */
  | { kind: 'dashboard' }
  /** Signed in without the role for the dashboard itself: nowhere better to send the user. */
  | { kind: 'denied' };

export interface GateInput {
  user: User | null;
  roles: AuthorizedRoles;
  /** Path and query string of the page asked for. */
  path: string;
  /** The route says it is a public access page (never stored as the return state). */
  isPublicAccessPage?: boolean;
}

/**
 * Spec 1 §4 authentication gate. A page the user may see is shown; a signed-out user asking for a
 * private page goes to sign-in with that page kept as the return state (not for public access
 * pages); a signed-in user without the role goes to the dashboard.
 */
export function decideAccess({ user, roles, path, isPublicAccessPage = false }: GateInput): GateDecision {
  if (isAuthorised(user, roles)) return { kind: 'allow' };
  if (!user) return { kind: 'sign-in', returnTo: returnStateFor(path, isPublicAccessPage) };
  return path.split(/[?#]/)[0] === DASHBOARD_PATH ? { kind: 'denied' } : { kind: 'dashboard' };
}

/** The return state for a page: the page itself, except a public access page, which is never kept. */
export function returnStateFor(path: string, isPublicAccessPage = false): string | null {
  return isPublicAccessPage || isPublicAccessPath(path) ? null : path;
}
