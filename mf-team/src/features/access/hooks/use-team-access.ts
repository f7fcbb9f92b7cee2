import { useSession } from '@portal/session';
import { useTeamLeaderCheck } from '../api/is-team-leader';

export type TeamAccess = 'pending' | 'allowed' | 'home';

/**
 * Spec 3 "Team leader area": non-team-leaders are sent to the dashboard. The server's check
 * (/dashel/isTeamLeader) is asked here, not read from the shell's sign-in answer, so a page opened
 * directly never shows before the server has said yes.
 */
export function useTeamAccess(): TeamAccess {
  const user = useSession((state) => state.user);
  const scope = useSession((state) => state.scope);
  const check = useTeamLeaderCheck(scope, user?.id);
  if (!user || !scope) return 'home';
  if (check.isPending) return 'pending';
  return check.data === true ? 'allowed' : 'home';
}
