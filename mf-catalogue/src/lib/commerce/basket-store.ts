import { useSyncExternalStore } from 'react';
import { addToBasket, parseBasket, removeFromBasket } from '@portal/contracts/commerce';
import { STORAGE_KEYS } from '@portal/session';

/*
 * The basket (spec 2 §3, §9): the comma-separated sku list kept in the session's local storage under
 * the session store's 'basket' key, so signing out (the session clear) empties it. Every component
 * reading it is told of changes, also from another tab.
 */

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.basket) ?? '';
  } catch {
    return '';
  }
}

function write(value: string): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEYS.basket, value);
    else localStorage.removeItem(STORAGE_KEYS.basket);
  } catch {
    // Storage refused (private mode): the basket lives as long as the page.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.basket || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const basket = {
  skus: (): string[] => parseBasket(read()),
  /** Spec 2 §5: a sku already in the basket is ignored. */
  add: (sku: string) => write(addToBasket(read(), sku)),
  remove: (sku: string) => write(removeFromBasket(read(), sku)),
  removeAll: (skus: readonly string[]) => write(skus.reduce((stored, sku) => removeFromBasket(stored, sku), read())),
};

/** The basket's skus, re-rendered on every change. */
export function useBasket(): string[] {
  const stored = useSyncExternalStore(subscribe, read, () => '');
  return parseBasket(stored);
}
