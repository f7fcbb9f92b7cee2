import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows and hides a panel (menus in the header): Escape closes it and returns focus
 * to the button, as do a click elsewhere and moving to another page.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLLIElement & HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(close, [pathname, search, close]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A disclosure open inside this one (a sub-menu in the collapsed header) closes first.
      const inner = container.current?.querySelectorAll('[aria-expanded="true"]') ?? [];
      if ([...inner].some((element) => element !== button.current)) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    container,
    buttonProps: { ref: button, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) },
    panelProps: { id: panelId, hidden: !open },
  };
}
