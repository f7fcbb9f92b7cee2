import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { Button, releaseBootView } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { remoteMessages } from './messages';

/** The Retry of the area being shown; RemoteArea provides it, so a fallback page can use it too. */
export const AreaRetryContext = createContext<(() => void) | null>(null);

export interface AreaUnavailableProps {
  onRetry?: () => void;
  /** An area of the portal, the whole portal when it could not start, or a portal whose manifest has no area switched on. */
  what?: 'area' | 'portal' | 'empty';
}

const TEXTS = {
  area: ['shell.area.unavailable.title', 'shell.area.unavailable.text'],
  portal: ['shell.portal.unavailable.title', 'shell.portal.unavailable.text'],
  empty: ['shell.portal.empty.title', 'shell.portal.empty.text'],
} as const;

/**
 * Shown inside the layout (the header, session timer and sign-out keep working) when a remote
 * could not be loaded or threw while rendering, when the portal could not start, and when the
 * tenant's manifest switches no area on (never a blank page).
 */
export function AreaUnavailable({ onRetry, what = 'area' }: AreaUnavailableProps) {
  const t = useShellText(remoteMessages);
  const contextRetry = useContext(AreaRetryContext);
  const retry = onRetry ?? contextRetry;
  const titleId = useId();
  const [title, text] = TEXTS[what];
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the message so keyboard and screen-reader users learn the page changed.
  useEffect(() => {
    releaseBootView();
    heading.current?.focus();
  }, []);
  return (
    <section className="lp-area-unavailable" aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        {t(title)}
      </h1>
      <p>{t(text)}</p>
      {retry && <Button onClick={retry}>{t('shell.area.retry')}</Button>}
    </section>
  );
}
