import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { leaveGuard as portalGuard, type LeaveGuard } from './leave-guard';

export interface LeaveConfirmation {
  /** A navigation is waiting: show the page's unsaved-changes confirmation. */
  asking: boolean;
  /** The user confirmed: go where they were going. */
  leave(): void;
  /** The user cancelled: stay on the page. */
  stay(): void;
  /** The page's own way back: asks first while there are unsaved changes, whatever router hosts it. */
  leaveWith(go: () => void): void;
  /** The page itself navigates after a save or delete: let that one navigation through. */
  allowLeaving(): void;
}

/**
 * Spec 3 §5: leaving with unsaved changes asks first. In-app navigation of any kind waits for the
 * page's confirmation; a reload or closing the tab is asked by the browser.
 */
export function useLeaveConfirmation(unsaved: boolean, guard: LeaveGuard = portalGuard): LeaveConfirmation {
  useEffect(() => {
    if (!unsaved) return;
    const release = guard.hold();
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      release();
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved, guard]);
  const asking = useSyncExternalStore(guard.subscribe, guard.isAsking, guard.isAsking);
  const allowLeaving = useCallback(() => guard.allowNext(), [guard]);
  const leaveWith = useCallback((go: () => void) => guard.request(go), [guard]);
  return { asking: unsaved && asking, leave: guard.proceed, stay: guard.stay, leaveWith, allowLeaving };
}
