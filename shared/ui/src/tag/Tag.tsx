import type { ReactNode } from 'react';
import './tag.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface TagProps {
  children: ReactNode;
  className?: string;
}

/** A short label on a thing (a category, "Mandatory"): text, not a control. */
export function Tag({ children, className }: TagProps) {
  return <span className={['lp-tag', className].filter(Boolean).join(' ')}>{children}</span>;
}

export interface StatusPillProps {
  /** The colour of the status; the text says it too, so colour is never the only sign. */
  tone?: StatusTone;
  children: ReactNode;
  className?: string;
}

/** A status (Completed, Expiring, Overdue) in a pill of its tone, with a dot before the text. */
export function StatusPill({ tone = 'neutral', children, className }: StatusPillProps) {
  return (
    <span className={['lp-status-pill', `lp-status-pill--${tone}`, className].filter(Boolean).join(' ')}>
      <span className="lp-status-pill__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
