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
  // react-router's own routers do, without blocking input: the page's render does not hold back the
  // feedback of the interaction that asked for it (INP, decision 0012). Only the latest navigation
  // is applied: an earlier one whose frame came later must not put its page back.
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen((update) => {
      const navigation = ++latest;
      void afterNextPaint().then(() => {
        if (navigation === latest) startTransition(() => setState(update));
      });
    });
  }, [history]);
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
