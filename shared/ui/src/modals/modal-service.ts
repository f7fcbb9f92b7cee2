import type { ComponentType } from 'react';
import { createStore, type StoreApi } from 'zustand';
import type { EventBus, PortalEvents } from '@portal/event-bus';

export type ModalSize = 'sm' | 'md' | 'lg';

/** What a modal's template receives besides its own props. */
export interface ModalTemplateProps<R = unknown> {
  close(result?: R): void;
}

export interface ModalOptions<R = unknown, P extends object = object> {
  id: string;
  template?: ComponentType<ModalTemplateProps<R> & P>;
  /** An HTML template fetched by the outlet and rendered sanitised. */
  templateUrl?: string;
  props?: P;
  size?: ModalSize;
  /** Spec 1 §4: modals close on background click by default. */
  closeOnBackdrop?: boolean;
  /** Spec 1 §4: the top close button is off by default. */
  showClose?: boolean;
  title?: string;
}

export interface OpenModal {
  id: string;
  template?: ComponentType<ModalTemplateProps & Record<string, unknown>>;
  templateUrl?: string;
  props: Record<string, unknown>;
  size: ModalSize;
  closeOnBackdrop: boolean;
  showClose: boolean;
  title?: string;
}

export interface ModalState {
  modals: OpenModal[];
}

export interface ModalService {
  /**
   * Opens a modal; resolves with the result given to close(), or undefined when it was dismissed.
   * Rejects with ModalError when the id is missing, when neither template nor templateUrl is
   * given, or when a modal with that id is already open (spec 1 §4).
   */
  open<R = unknown, P extends object = object>(options: ModalOptions<R, P>): Promise<R | undefined>;
  close(id: string, result?: unknown): void;
  dismissAll(): void;
}

export class ModalError extends Error {
  override readonly name = 'ModalError';
}

export function createModalService(bus?: Pick<EventBus<PortalEvents>, 'emit'>): { store: StoreApi<ModalState>; modals: ModalService } {
  const store = createStore<ModalState>()(() => ({ modals: [] }));
  const pending = new Map<string, (result: unknown) => void>();

  const modals: ModalService = {
    open<R, P extends object>(options: ModalOptions<R, P>): Promise<R | undefined> {
      const { id, template, templateUrl, props, size = 'md', closeOnBackdrop = true, showClose = false, title } = options;
      if (!id) return Promise.reject(new ModalError('A modal needs an id.'));
      if (!template && !templateUrl) return Promise.reject(new ModalError(`Modal "${id}" needs a template or a templateUrl.`));
      if (pending.has(id)) return Promise.reject(new ModalError(`Modal "${id}" is already open; the request was rejected.`));
      return new Promise<R | undefined>((resolve) => {
        pending.set(id, resolve as (result: unknown) => void);
        const modal: OpenModal = {
          id,
          // Stored without its own type parameters; the outlet passes back exactly `props` and `close`.
          template: template as OpenModal['template'],
          templateUrl,
          props: { ...props },
          size,
          closeOnBackdrop,
          showClose,
          title,
        };
        store.setState((state) => ({ modals: [...state.modals, modal] }));
        bus?.emit('modals.opened.v1', { id });
      });
    },
    close(id, result) {
      const resolve = pending.get(id);
      if (!resolve) return;
      pending.delete(id);
      store.setState((state) => ({ modals: state.modals.filter((modal) => modal.id !== id) }));
      resolve(result);
      bus?.emit('modals.closed.v1', { id, result });
    },
    dismissAll() {
      // Newest first, as a user closing them one by one would.
      for (const { id } of [...store.getState().modals].reverse()) modals.close(id);
    },
  };
  return { store, modals };
}
