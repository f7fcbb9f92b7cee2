import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { bus } from '@portal/event-bus';
import { createMessageCentre, visibleMessages, type Message } from './message-centre';

const portalMessageCentre = createMessageCentre(bus);

/** The portal-wide message centre (one store for the shell and every remote). */
export const messageStore = portalMessageCentre.store;
export const messages = portalMessageCentre.messages;

/** The messages to show now ('unseen' and 'permanent'), oldest first. */
export function useMessages(): Message[] {
  return useStore(messageStore, useShallow(visibleMessages));
}
