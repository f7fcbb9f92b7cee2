import { featureEnabled, useSession } from '@portal/session';
import { useInstructorCheck } from '../api/is-instructor';

export type InstructorAccess = 'pending' | 'allowed' | 'home';

/**
 * Spec 3 "Instructor area": the instructors setting on and the server's instructor check passing,
 * otherwise the user is sent to the dashboard. The check is asked again here (not read from the
 * shell's sign-in answer) so a page opened directly never shows before the server has said yes.
 */
export function useInstructorAccess(): InstructorAccess {
  const user = useSession((state) => state.user);
  const scope = useSession((state) => state.scope);
  const settings = useSession((state) => state.settings);
  const enabled = !!user && !!scope && featureEnabled(settings, 'instructors');
  const check = useInstructorCheck(scope, user?.id, enabled);
  if (!enabled) return 'home';
  if (check.isPending) return 'pending';
  return check.data === true ? 'allowed' : 'home';
}
