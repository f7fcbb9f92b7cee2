import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** A picture of what is missing, decorative (e.g. `<Icon icon={Inbox} size="xl" />`). */
  icon?: ReactNode;
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** What it means and what to do. */
  description?: ReactNode;
  /** The way out: a button or a link. */
  action?: ReactNode;
}

/** What a list, a search or a widget shows when it has nothing: said plainly, with the next step. */
export function EmptyState({ icon, title, headingLevel = 2, description, action }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="lp-empty-state">
      {icon && (
        <div className="lp-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="lp-empty-state__title">{title}</Heading>
      {description && <div className="lp-empty-state__description">{description}</div>}
      {action && <div className="lp-empty-state__action">{action}</div>}
    </div>
  );
}
