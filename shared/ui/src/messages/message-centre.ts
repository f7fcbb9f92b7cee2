import { createStore, type StoreApi } from 'zustand';
import type { EventBus, PortalEvents } from '@portal/event-bus';

/** Spec 1 §3: message types; any other type is treated as 'error'. */
export const MESSAGE_TYPES = ['info', 'warning', 'success', 'error'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * - 'unseen': visible now; removed by a later route change (see NAVIGATION_GRACE_MS).
 * - 'next': hidden now; becomes 'unseen' (visible) at the next route change, so it survives the
 *   navigation that follows it (add it, then navigate, and the new page shows it).
 * - 'permanent': visible until closed, never removed by route changes.
 */
export type MessageStatus = 'unseen' | 'next' | 'permanent';

/**
 * The toast rules (decision 0014 records the choices):
 * - success and info messages close by themselves this long after they appear (unless `timeout`
 *   says otherwise); errors and warnings stay until the user closes them;
 * - the countdown pauses while the pointer is over the toast or focus is in it (WCAG 2.2.1);
 * - at most MAX_VISIBLE_MESSAGES at once.
 */
export const AUTO_CLOSE_MS = 6_000;
export const MAX_VISIBLE_MESSAGES = 3;
/**
 * A message raised this short a time before a route change belongs to the navigation that follows
 * it ("Saved as draft", then the item's page; a decision, then the approvals list) and to any
 * redirect on the way: that route change keeps it, so the page navigated to shows it. A message
 * that was on screen longer is removed, as the spec says.
 */
export const NAVIGATION_GRACE_MS = 1_500;

export interface Message {
  id: string;
  type: MessageType;
  /** Plain text. */
  message?: string;
  /** Server or content HTML; rendered only through SafeHtml. */
  html?: string;
  status: MessageStatus;
  /** ms after which the message closes itself, counted while it is visible; 0 or none: never. */
  timeout?: number;
  /** When it became visible (ms since the epoch); undefined while 'next' keeps it hidden. */
  shownAt?: number;
}

export interface MessageInput {
  /** Any string: unknown types (for example the old 'danger') become 'error'. */
  type: string;
  message?: string;
  html?: string;
  status?: MessageStatus;
  /** ms after which it closes itself once visible (default: AUTO_CLOSE_MS for success and info); 0: never. */
  timeout?: number;
}

export type MessageOptions = Omit<MessageInput, 'type' | 'message'>;

export interface MessageState {
  messages: Message[];
}

export interface MessageCentre {
  add(input: MessageInput): string;
  success(text: string, options?: MessageOptions): string;
  info(text: string, options?: MessageOptions): string;
  warning(text: string, options?: MessageOptions): string;
  error(text: string, options?: MessageOptions): string;
  remove(id: string): void;
  /** Pauses a message's countdown (the pointer is over it, or focus is in it). */
  hold(id: string): void;
  /** Resumes it with the time it had left. */
  release(id: string): void;
  /** Call on every route change (the shell does, after the router settles). */
  routeChanged(): void;
  /** Removes every message, permanent ones included. */
  clear(): void;
}

export function normaliseMessageType(type: string): MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(type) ? (type as MessageType) : 'error';
}

/** Closes by itself unless told otherwise. */
const closesByItself = (message: Message) => message.type === 'success' || message.type === 'info';

/**
 * The messages to show as toasts, oldest first: 'unseen' and 'permanent' ones ('next' waits for
 * its page), at most MAX_VISIBLE_MESSAGES: the newest. An older one that did not fit (an error,
 * a warning or a permanent message, which are never closed to make room) shows when one closes.
 */
export function visibleMessages(state: MessageState): Message[] {
  return state.messages.filter((message) => message.status !== 'next').slice(-MAX_VISIBLE_MESSAGES);
}

/**
 * Spec 1 §4 "Messages", as a lifecycle:
 *
 *   add(status 'unseen', the default) → visible at once (flushed as a toast)
 *   route change: 'unseen' → removed (it was shown on the page it belonged to), unless it was
 *                 raised within NAVIGATION_GRACE_MS before (it belongs to the page navigated to)
 *   route change: 'next'   → 'unseen' (shown on the new page, removed at a change after)
 *   'permanent'            → visible until remove(); route changes never touch it
 *   timeout                → removed `timeout` ms after it became visible, whatever its status
 *                            (success and info: AUTO_CLOSE_MS unless said), paused by hold()
 *   a fourth visible       → the oldest visible success or info message closes
 *   the same type and words as one listed → replaces it (no stacked copies)
 */
function sameWords(a: Message, b: Message): boolean {
  return a.type === b.type && a.message === b.message && a.html === b.html;
}

export function createMessageCentre(
  bus?: Pick<EventBus<PortalEvents>, 'emit'>,
  now: () => number = () => Date.now(),
): {
  store: StoreApi<MessageState>;
  messages: MessageCentre;
} {
  const store = createStore<MessageState>()(() => ({ messages: [] }));
  /** Each visible message's countdown: the running timer, or the time it has left while held. */
  const countdowns = new Map<string, { timer?: ReturnType<typeof setTimeout>; left: number; since: number; holds: number }>();
  let sequence = 0;

  function stopCountdown(id: string): void {
    clearTimeout(countdowns.get(id)?.timer);
    countdowns.delete(id);
  }

  function runCountdown(id: string, left: number): void {
    const countdown = countdowns.get(id) ?? { left, since: now(), holds: 0 };
    countdown.left = left;
    countdown.since = now();
    countdown.timer = setTimeout(() => messages.remove(id), left);
    countdowns.set(id, countdown);
  }

  /** A message has just become visible: its countdown starts. */
  function shown(message: Message): Message {
    const timeout = message.timeout ?? (closesByItself(message) ? AUTO_CLOSE_MS : undefined);
    if (timeout !== undefined && timeout > 0) runCountdown(message.id, timeout);
    return { ...message, shownAt: now() };
  }

  /** Over the limit, the oldest visible success or info messages close; others wait their turn (visibleMessages). */
  function makeRoom(list: Message[]): Message[] {
    let kept = list;
    for (;;) {
      const visible = kept.filter((message) => message.status !== 'next');
      const oldest = visible.find((message) => message.status !== 'permanent' && closesByItself(message));
      if (visible.length <= MAX_VISIBLE_MESSAGES || !oldest) return kept;
      stopCountdown(oldest.id);
      kept = kept.filter((message) => message.id !== oldest.id);
    }
  }

  const messages: MessageCentre = {
    add({ type, message, html, status = 'unseen', timeout }) {
      sequence += 1;
      const id = `message-${sequence}`;
      let entry: Message = { id, type: normaliseMessageType(type), message, html, status, timeout };
      if (status !== 'next') entry = shown(entry);
      // The same words again (a page opened twice, a save repeated) replace the earlier toast rather
      // than stacking a copy of it: the new one takes its status and countdown.
      const twins = store.getState().messages.filter((other) => sameWords(other, entry));
      for (const twin of twins) stopCountdown(twin.id);
      store.setState((state) => ({ messages: makeRoom([...state.messages.filter((other) => !twins.includes(other)), entry]) }));
      bus?.emit('messages.added.v1', { id });
      return id;
    },
    success: (text, options) => messages.add({ ...options, type: 'success', message: text }),
    info: (text, options) => messages.add({ ...options, type: 'info', message: text }),
    warning: (text, options) => messages.add({ ...options, type: 'warning', message: text }),
    error: (text, options) => messages.add({ ...options, type: 'error', message: text }),
    remove(id) {
      stopCountdown(id);
      store.setState((state) => ({ messages: state.messages.filter((message) => message.id !== id) }));
    },
    hold(id) {
      const countdown = countdowns.get(id);
      if (!countdown) return;
      countdown.holds += 1;
      if (countdown.holds > 1) return;
      clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.left = Math.max(0, countdown.left - (now() - countdown.since));
    },
    release(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.holds === 0) return;
      countdown.holds -= 1;
      if (countdown.holds === 0) runCountdown(id, countdown.left);
    },
    routeChanged() {
      const next: Message[] = [];
      const time = now();
      for (const message of store.getState().messages) {
        if (message.status === 'next') next.push(shown({ ...message, status: 'unseen' }));
        else if (message.status === 'unseen' && time - (message.shownAt ?? 0) >= NAVIGATION_GRACE_MS) stopCountdown(message.id);
        else next.push(message);
      }
      store.setState({ messages: makeRoom(next) });
    },
    clear() {
      for (const id of [...countdowns.keys()]) stopCountdown(id);
      store.setState({ messages: [] });
    },
  };
  return { store, messages };
}
