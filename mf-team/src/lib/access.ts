import { useQuery } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { useSession } from '@portal/session';
import { teamLeaderCheckQuery } from '../api/team';

export type TeamAccess = 'pending' | 'allowed' | 'home';

/**
 * Spec 3 "Team leader area": non-team-leaders are sent to the dashboard. The server's check
 * (/dashel/isTeamLeader) is asked here, not read from the shell's sign-in answer, so a page opened
 * directly never shows before the server has said yes.
 */
export function useTeamAccess(): TeamAccess {
  const user = useSession((state) => state.user);
  const scope = useSession((state) => state.scope);
  const enabled = !!user && !!scope;
  const check = useQuery({ ...teamLeaderCheckQuery(useApi(), scope ?? '', user?.id ?? ''), enabled });
  if (!enabled) return 'home';
  if (check.isPending) return 'pending';
  return check.data === true ? 'allowed' : 'home';
}
