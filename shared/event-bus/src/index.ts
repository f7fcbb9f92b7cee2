/**
 * The portal's typed event bus. One instance (`bus`) is shared by the shell and every remote:
 * the package is a Module Federation singleton, so importing it anywhere yields the same object.
 * Event names are namespaced and versioned because they cross deployment boundaries.
 */
export interface PortalEvents {
  /** A call answered 401, or a page needs a signed-in user. */
  'auth.not-authenticated.v1': { returnTo?: string };
  /** A call answered 403. */
  'auth.not-authorised.v1': { url?: string };
  /** A call answered 419 or 440, or the session countdown reached zero. */
  'auth.session-timeout.v1': { url?: string };
  /** A session started (after sign-in and the user load). */
  'auth.signed-in.v1': { userId: string };
  /** The session ended (logout, invalidate). */
  'auth.signed-out.v1': { reason: 'logout' | 'timeout' | 'expired' };
  /** The shell's router settled on a new page. */
  'nav.page-view.v1': { path: string; search: string };
  /** i18next switched language. */
  'i18n.language-changed.v1': { locale: string; dir: 'ltr' | 'rtl' };
  /** The user uploaded a new profile picture; `version` changes the picture's URL so caches are bypassed. */
  'account.avatar-changed.v1': { userId: string; version: number };
  /** A message (toast) was added to the message centre. */
  'messages.added.v1': { id: string };
  /** A modal opened or closed. */
  'modals.opened.v1': { id: string };
  'modals.closed.v1': { id: string; result?: unknown };
}

export type PortalEventName = keyof PortalEvents;
export type Handler<P> = (payload: P) => void;

export interface EventBus<M extends object> {
  on<K extends keyof M>(name: K, handler: Handler<M[K]>): () => void;
  once<K extends keyof M>(name: K, handler: Handler<M[K]>): () => void;
  emit<K extends keyof M>(name: K, payload: M[K]): void;
  /** Number of handlers for a name (for tests and diagnostics). */
  listenerCount(name: keyof M): number;
  clear(): void;
}

/**
 * A handler that throws must not stop the others: one area's bug cannot break another area,
 * so errors are reported (console.error) and delivery continues.
 */
export function createEventBus<M extends object>(): EventBus<M> {
  const handlers = new Map<keyof M, Set<Handler<never>>>();
  const bus: EventBus<M> = {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    once(name, handler) {
      const off = bus.on(name, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          console.error(`[event-bus] handler for ${String(name)} failed`, error);
        }
      }
    },
    listenerCount(name) {
      return handlers.get(name)?.size ?? 0;
    },
    clear() {
      handlers.clear();
    },
  };
  return bus;
}

/** The portal-wide bus. */
export const bus: EventBus<PortalEvents> = createEventBus<PortalEvents>();
