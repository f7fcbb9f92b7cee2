import { useSession } from '@portal/session';

/** Who is learning, as the catalogue calls need it: v4 paths take the user id, v3 paths the username. */
export interface LearningContext {
  scope: string;
  userId: string;
  username: string;
  displayName: string;
}

/** The signed-in learner in the current scope; undefined before the session is there. */
export function useLearningContext(): LearningContext | undefined {
  const scope = useSession((state) => state.scope);
  const user = useSession((state) => state.user);
  if (!scope || !user) return undefined;
  return { scope, userId: user.id, username: user.username, displayName: user.displayName };
}
