import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { LeaveGuard } from '@portal/ui';
import { afterNextPaint } from '../lib/yield-to-main';
import { createGuardedHashHistory, type HistoryUpdate } from './guarded-history';

export interface GuardedHashRouterProps {
  guard: LeaveGuard;
  children?: ReactNode;
}

/**
 * Hash routing behind the portal's leave guard, on react-router's public declarative <Router> and the
 * shell's own guarded history (./guarded-history). A data router's useBlocker would guard the same
 * navigations but would put the whole data router on the sign-in page (decision 0002's budget).
 */
export function GuardedHashRouter({ guard, children }: GuardedHashRouterProps) {
  const [history] = useState(() => createGuardedHashHistory(guard));
  const [state, setState] = useState<HistoryUpdate>(() => ({ action: history.action, location: history.location }));
  // The click (or key) that navigated paints first, then the next page renders as a transition, as
  // react-router's own routers do, without blocking input. Rendered in the click's own frame, a page
  // such as a team member's held that paint back 100–220 ms at 4× CPU (the INP budget, decision 0012).
  // Updates resolve in order, so the last navigation is the one shown.
  useLayoutEffect(
    () =>
      history.listen((update) => {
        void afterNextPaint().then(() => startTransition(() => setState(update)));
      }),
    [history],
  );
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
