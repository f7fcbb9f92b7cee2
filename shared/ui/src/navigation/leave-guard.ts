/**
 * The portal's one guard against leaving a page with unsaved changes (spec 3 §5). A page holds it
 * while it has unsaved changes; the shell's history asks it before every navigation (a header link,
 * another area's link, the browser's back button) and, while held, parks the navigation until the
 * page's confirmation is answered. It knows nothing of the router, so any area can hold it and the
 * shell keeps its light declarative router (no data router, whose code the sign-in page would carry).
 */
export interface LeaveGuard {
  /** Holds the guard until the returned release is called (or the page goes away). */
  hold(): () => void;
  /** Lets the next navigation through unasked: after a save, a delete or a confirmed cancel. */
  allowNext(): void;
  /** Whether a navigation now would be held; consumes a pending allowNext. */
  shouldHold(): boolean;
  /** Runs `go` at once, or parks it for the user's answer while the guard is held. */
  request(go: () => void): void;
  /** Whether a navigation is waiting for the user's answer. */
  isAsking(): boolean;
  /** The user chose to leave: the parked navigation runs, unasked. */
  proceed(): void;
  /** The user chose to stay: the parked navigation is dropped. */
  stay(): void;
  subscribe(listener: () => void): () => void;
}

export function createLeaveGuard(): LeaveGuard {
  let holders = 0;
  let passNext = false;
  let parked: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const park = (go: (() => void) | null) => {
    parked = go;
    emit();
  };

  const guard: LeaveGuard = {
    hold() {
      holders += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        // Nothing left to protect: neither a stale pass nor a parked question outlives the page.
        if (holders === 0) {
          passNext = false;
          if (parked) park(null);
        }
      };
    },
    allowNext() {
      // Only while held: with nothing to protect there is nothing to pass, and no pass to leak.
      if (holders > 0) passNext = true;
    },
    shouldHold() {
      if (passNext) {
        passNext = false;
        return false;
      }
      return holders > 0;
    },
    request(go) {
      if (guard.shouldHold()) park(go);
      else go();
    },
    isAsking: () => parked !== null,
    proceed() {
      const go = parked;
      park(null);
      if (!go) return;
      // The parked navigation may pass through the guard again on its way (a page's own way back).
      passNext = true;
      go();
    },
    stay: () => park(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return guard;
}

/** The portal's guard, shared by the shell and every area (@portal/ui is a singleton). */
export const leaveGuard = createLeaveGuard();
