import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUiTexts } from '../ui-texts';
import type { ModalSize } from './modal-service';

export interface DialogProps {
  /** Visible heading; names the dialog (aria-labelledby). */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  size?: ModalSize;
  /** Close when the background is clicked (default true, spec 1 §4). */
  closeOnBackdrop?: boolean;
  /** Show the top close button (default false, spec 1 §4). */
  showClose?: boolean;
  closeLabel?: string;
  /** A dialog under another one: not focusable or clickable until it is on top again. */
  inert?: boolean;
  /** Id of the text that describes the dialog (aria-describedby), read when it opens. */
  describedBy?: string;
  onClose(): void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * An accessible modal dialog: focus moves into it on open and back to where it was on close,
 * Tab stays inside, Escape closes, a background click closes only when closeOnBackdrop.
 */
export function Dialog({
  title,
  label,
  size = 'md',
  closeOnBackdrop = true,
  showClose = false,
  closeLabel: givenCloseLabel,
  inert = false,
  describedBy,
  onClose,
  children,
}: DialogProps) {
  const texts = useUiTexts();
  const closeLabel = givenCloseLabel ?? texts.close;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const backdropRef = useRef<HTMLDivElement>(null);
  // React 18 has no `inert` prop; the attribute is set directly.
  useEffect(() => {
    backdropRef.current?.toggleAttribute('inert', inert);
  }, [inert]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // Content that changes under the focus (Enrol replaced by its result, a step of a form) would drop
  // focus to <body>, where Escape and Tab no longer reach the dialog: take it back to the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || inert) return;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!active || active === document.body) dialog.focus();
    });
    observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    return () => observer.disconnect();
  }, [inert]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="lp-dialog-backdrop"
      data-testid="dialog-backdrop"
      ref={backdropRef}
      // A press that starts inside the dialog and ends on the background (selecting text) is not a background click.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : (label ?? 'Dialog')}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`lp-dialog lp-dialog--${size}`}
        onKeyDown={onKeyDown}
      >
        {(title || showClose) && (
          <div className="lp-dialog__header">
            {title && (
              <h2 id={titleId} className="lp-dialog__title">
                {title}
              </h2>
            )}
            {showClose && (
              <button type="button" className="lp-dialog__close" aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )}
        <div className="lp-dialog__body">{children}</div>
      </div>
    </div>
  );
}
