import { NavigationType, createPath, parsePath, type Location, type Navigator, type To } from 'react-router-dom';
import type { LeaveGuard } from '@portal/ui';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** What react-router's <Router> needs to navigate (its Navigator) and to follow the address. */
export interface GuardedHashHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  /** One listener at a time (the router); returns its removal. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** What each browser history entry carries: the navigation's state, its key, and its place. */
interface Entry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryOf = (state: unknown): Entry => (state && typeof state === 'object' ? (state as Entry) : {});
const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The shell's hash history (spec 1 §2: hash routing without a prefix) with the portal's leave guard
 * in front of it, for react-router's <Router>. While a page holds the guard, a push or replace (any
 * link or navigate()) is parked until the page's confirmation is answered, and the browser's back or
 * forward is undone and parked the same way: every entry carries its index, so a pop knows how far
 * it went. A hash typed into the address bar is a new entry without an index: it cannot be undone
 * and goes through (it is numbered then, so later pops are measured).
 */
export function createGuardedHashHistory(guard: LeaveGuard, win: Window = window): GuardedHashHistory {
  const browser = win.history;
  let action = NavigationType.Pop;
  let index = entryOf(browser.state).idx ?? 0;
  if (entryOf(browser.state).idx === undefined) browser.replaceState({ ...entryOf(browser.state), idx: index }, '');
  let listener: ((update: HistoryUpdate) => void) | null = null;
  let undoing = false;
  let redoing = false;

  const current = (): Location => {
    const { pathname = '/', search = '', hash = '' } = parsePath(win.location.hash.slice(1));
    const entry = entryOf(browser.state);
    return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  const createHref = (to: To) => `#${typeof to === 'string' ? to : createPath(to)}`;
  const notify = () => listener?.({ action, location: current() });

  const write = (kind: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const next = { pathname: current().pathname, search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) };
    index = (entryOf(browser.state).idx ?? index) + (kind === NavigationType.Push ? 1 : 0);
    const entry: Entry = { usr: state ?? null, key: newKey(), idx: index };
    const url = createHref(next);
    if (kind === NavigationType.Replace) browser.replaceState(entry, '', url);
    else {
      try {
        browser.pushState(entry, '', url);
      } catch (error) {
        // Browsers cap pushState calls; a state that cannot be cloned is the caller's error.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
      }
    }
    action = kind;
    notify();
  };

  const onPop = () => {
    const next = entryOf(browser.state).idx;
    if (undoing) {
      // The pop that puts the address back where the router still is: not news to the router.
      undoing = false;
      index = next ?? index;
      return;
    }
    if (next === undefined) {
      index += 1;
      browser.replaceState({ usr: null, key: newKey(), idx: index }, '');
    } else {
      const delta = next - index;
      if (delta !== 0 && !redoing && guard.shouldHold()) {
        undoing = true;
        win.history.go(-delta);
        guard.request(() => {
          redoing = true;
          win.history.go(delta);
        });
        return;
      }
      index = next;
    }
    redoing = false;
    action = NavigationType.Pop;
    notify();
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    createHref,
    go: (delta) => win.history.go(delta),
    push: (to, state) => guard.request(() => write(NavigationType.Push, to, state)),
    replace: (to, state) => guard.request(() => write(NavigationType.Replace, to, state)),
    listen(next) {
      if (listener) throw new Error('The guarded history takes one listener, the router.');
      listener = next;
      win.addEventListener('popstate', onPop);
      return () => {
        win.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
}
