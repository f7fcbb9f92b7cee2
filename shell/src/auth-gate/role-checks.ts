import { useEffect, useRef } from 'react';
import { useApi } from '@portal/api-client';
import { awaitsTwoFactorSetup, loadRoleChecks, sessionStore, useSession } from '@portal/session';

/**
 * The team-leader and instructor checks (spec 1 §6) wait while a forced two-factor set-up is due (that
 * session may only set it up: loadRoleChecks asks nothing). Once it is done, they are asked here, so the
 * header's menu is whole without a reload.
 */
export function useRoleChecksOnceSetUp(): void {
  const api = useApi();
  const awaiting = useSession((state) => (state.user ? awaitsTwoFactorSetup(state.user, state.settings) : false));
  const userId = useSession((state) => state.user?.id);
  const wasAwaiting = useRef(awaiting);

  useEffect(() => {
    const setUpNow = wasAwaiting.current && !awaiting;
    wasAwaiting.current = awaiting;
    const { user, scope, settings } = sessionStore.getState();
    if (!setUpNow || !user || !scope || user.id !== userId) return;
    void loadRoleChecks(api, scope, user, settings).then((checks) => {
      if (sessionStore.getState().user?.id === user.id) sessionStore.getState().setChecks(checks);
    });
  }, [api, awaiting, userId]);
}
