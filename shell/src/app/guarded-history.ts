import { UNSAFE_createHashHistory as createHashHistory } from 'react-router-dom';
import type { LeaveGuard } from '@portal/ui';

type HashHistory = ReturnType<typeof createHashHistory>;
type Listener = Parameters<HashHistory['listen']>[0];

/**
 * The shell's hash history (spec 1 §2: hash routing without a prefix) with the portal's leave guard
 * in front of it: while a page holds the guard, a push or replace (any link or navigate()) is parked
 * until the page's confirmation is answered, and the browser's back or forward is undone and parked
 * the same way. A hash typed into the address bar carries no history index and cannot be undone; it
 * goes through.
 */
export function createGuardedHashHistory(guard: LeaveGuard, window?: Window): HashHistory {
  const history = createHashHistory({ v5Compat: true, ...(window ? { window } : {}) });
  let undoing = false;
  let redoing = false;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => guard.request(() => history.push(to, state)),
    replace: (to, state) => guard.request(() => history.replace(to, state)),
    listen(listener: Listener) {
      return history.listen((update) => {
        if (undoing) {
          // The pop that puts the address back where the router still is: not news to the router.
          undoing = false;
          return;
        }
        if (update.action === 'POP' && update.delta && !redoing && guard.shouldHold()) {
          const delta = update.delta;
          undoing = true;
          history.go(-delta);
          guard.request(() => {
            redoing = true;
            history.go(delta);
          });
          return;
        }
        redoing = false;
        listener(update);
      });
    },
  };
}
