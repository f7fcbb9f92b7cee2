import type { FocusEvent } from 'react';
import { useUiTexts } from '../ui-texts';
import { SafeHtml } from '../html/SafeHtml';
import { messages as portalMessages, useMessages } from './messages';
import type { Message } from './message-centre';

export interface ToastsProps {
  /** Accessible name of each message's close button. */
  closeLabel?: string;
  /** For tests and stories; defaults to the portal-wide message centre. */
  items?: Message[];
  onClose?: (id: string) => void;
  /** The pointer or focus is on a toast: its countdown pauses (WCAG 2.2.1), and resumes when they leave. */
  onHold?: (id: string) => void;
  onRelease?: (id: string) => void;
}

/**
 * Renders the visible messages (at most three; success and info close by themselves, paused while
 * the pointer is over one or focus is in it); errors are announced at once (role alert), the rest
 * politely. On a phone the stack sits in the page's flow above its content, so it never covers a
 * control; on a wide screen it floats in the corner (styles.css).
 */
export function Toasts({ closeLabel: givenCloseLabel, items, onClose = portalMessages.remove, onHold = portalMessages.hold, onRelease = portalMessages.release }: ToastsProps) {
  const texts = useUiTexts();
  const closeLabel = givenCloseLabel ?? texts.closeMessage;
  const visible = useMessages();
  const shown = items ?? visible;
  if (shown.length === 0) return null;
  // Focus moving between the toast's own parts is not leaving it.
  const leftFocus = (id: string) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onRelease(id);
  };
  const enteredFocus = (id: string) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold(id);
  };
  return (
    <div className="lp-toasts">
      {shown.map((message) => (
        <div
          key={message.id}
          role={message.type === 'error' ? 'alert' : 'status'}
          className={`lp-toast lp-toast--${message.type}`}
          onMouseEnter={() => onHold(message.id)}
          onMouseLeave={() => onRelease(message.id)}
          onFocus={enteredFocus(message.id)}
          onBlur={leftFocus(message.id)}
        >
          {message.html !== undefined ? <SafeHtml html={message.html} className="lp-toast__text" /> : <p className="lp-toast__text">{message.message}</p>}
          <button type="button" className="lp-toast__close" aria-label={closeLabel} onClick={() => onClose(message.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
