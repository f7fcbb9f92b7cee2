import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { messages, Toasts } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { hostMessages } from './messages';

/**
 * The message centre's toasts (errors role="alert", others role="status"). Every change of page
 * tells the centre, which moves 'unseen' and 'next' messages along (spec 1 §4); a message raised
 * just before the change (a save's confirmation, then its navigation) stays for the new page.
 * The layout places it first in <main>, so on a phone the toasts sit above the page's content.
 */
export function MessageHost() {
  const t = useShellText(hostMessages);
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page is not a change: messages added while starting up must still be seen.
    if (first.current) {
      first.current = false;
      return;
    }
    messages.routeChanged();
  }, [pathname, search]);
  return <Toasts closeLabel={t('shell.hosts.closeMessage')} />;
}
