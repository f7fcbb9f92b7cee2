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
}

/** Renders the visible messages; errors are announced at once (role alert), the rest politely. */
export function Toasts({ closeLabel: givenCloseLabel, items, onClose = portalMessages.remove }: ToastsProps) {
  const texts = useUiTexts();
  const closeLabel = givenCloseLabel ?? texts.closeMessage;
  const visible = useMessages();
  const shown = items ?? visible;
  if (shown.length === 0) return null;
  return (
    <div className="lp-toasts">
      {shown.map((message) => (
        <div key={message.id} role={message.type === 'error' ? 'alert' : 'status'} className={`lp-toast lp-toast--${message.type}`}>
          {message.html !== undefined ? <SafeHtml html={message.html} className="lp-toast__text" /> : <p className="lp-toast__text">{message.message}</p>}
          <button type="button" className="lp-toast__close" aria-label={closeLabel} onClick={() => onClose(message.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
