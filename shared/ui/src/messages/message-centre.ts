import { createStore, type StoreApi } from 'zustand';
import type { EventBus, PortalEvents } from '@portal/event-bus';

/** Spec 1 §3: message types; any other type is treated as 'error'. */
export const MESSAGE_TYPES = ['info', 'warning', 'success', 'error'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * - 'unseen': visible now; removed by the next route change.
 * - 'next': hidden now; becomes 'unseen' (visible) at the next route change, so it survives the
 *   navigation that follows it (add it, then navigate, and the new page shows it).
 * - 'permanent': visible until closed, never removed by route changes.
 */
export type MessageStatus = 'unseen' | 'next' | 'permanent';

export interface Message {
  id: string;
  type: MessageType;
  /** Plain text. */
  message?: string;
  /** Server or content HTML; rendered only through SafeHtml. */
  html?: string;
  status: MessageStatus;
  /** ms after which the message closes itself. */
  timeout?: number;
}

export interface MessageInput {
  /** Any string: unknown types (for example the old 'danger') become 'error'. */
  type: string;
  message?: string;
  html?: string;
  status?: MessageStatus;
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
  /** Call on every route change (the shell does, after the router settles). */
  routeChanged(): void;
  /** Removes every message, permanent ones included. */
  clear(): void;
}

export function normaliseMessageType(type: string): MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(type) ? (type as MessageType) : 'error';
}

/** The messages to show as toasts: 'unseen' and 'permanent' ones ('next' waits for its page). */
export function visibleMessages(state: MessageState): Message[] {
  return state.messages.filter((message) => message.status !== 'next');
}

/**
 * Spec 1 §4 "Messages", as a lifecycle:
 *
 *   add(status 'unseen', the default) → visible at once (flushed as a toast)
 *   route change: 'unseen' → removed (it was shown on the page it belonged to)
 *   route change: 'next'   → 'unseen' (shown on the new page, removed at the change after)
 *   'permanent'            → visible until remove(); route changes never touch it
 *   timeout                → removed `timeout` ms after add, whatever its status
 */
export function createMessageCentre(bus?: Pick<EventBus<PortalEvents>, 'emit'>): {
  store: StoreApi<MessageState>;
  messages: MessageCentre;
} {
  const store = createStore<MessageState>()(() => ({ messages: [] }));
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let sequence = 0;

  function stopTimer(id: string): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }

  const messages: MessageCentre = {
    add({ type, message, html, status = 'unseen', timeout }) {
      sequence += 1;
      const id = `message-${sequence}`;
      const entry: Message = { id, type: normaliseMessageType(type), message, html, status, timeout };
      store.setState((state) => ({ messages: [...state.messages, entry] }));
      if (timeout !== undefined && timeout > 0)
        timers.set(
          id,
          setTimeout(() => messages.remove(id), timeout),
        );
      bus?.emit('messages.added.v1', { id });
      return id;
    },
    success: (text, options) => messages.add({ ...options, type: 'success', message: text }),
    info: (text, options) => messages.add({ ...options, type: 'info', message: text }),
    warning: (text, options) => messages.add({ ...options, type: 'warning', message: text }),
    error: (text, options) => messages.add({ ...options, type: 'error', message: text }),
    remove(id) {
      stopTimer(id);
      store.setState((state) => ({ messages: state.messages.filter((message) => message.id !== id) }));
    },
    routeChanged() {
      const next: Message[] = [];
      for (const message of store.getState().messages) {
        if (message.status === 'unseen') stopTimer(message.id);
        else next.push(message.status === 'next' ? { ...message, status: 'unseen' } : message);
      }
      store.setState({ messages: next });
    },
    clear() {
      for (const id of timers.keys()) stopTimer(id);
      store.setState({ messages: [] });
    },
  };
  return { store, messages };
}
