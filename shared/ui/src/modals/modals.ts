import { useStore } from 'zustand';
import { bus } from '@portal/event-bus';
import { createModalService, type OpenModal } from './modal-service';

const portalModals = createModalService(bus);

/** The portal-wide modal service and its store (the shell's ModalOutlet renders them). */
export const modalStore = portalModals.store;
export const modals = portalModals.modals;

/** The open modals, oldest first (the last one is on top). */
export function useModals(): OpenModal[] {
  return useStore(modalStore, (state) => state.modals);
}
