import { useId, type ReactNode } from 'react';
import './card.css';

export interface CardProps {
  /** The card's heading; it names the card (an article labelled by it). */
  title?: ReactNode;
  /** Where the title sits in the page's outline (default 3: cards are inside a page's section). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The title holds the card's one link (the area's router Link, e.g. `title={<Link to=…>Fire safety</Link>}`):
   * a click anywhere on the card follows it, and the card is one stop for the keyboard.
   */
  linked?: boolean;
  /** A picture above the title (a Thumbnail); decorative, the title names the card. */
  media?: ReactNode;
  /** A line under the title: type, duration, status. */
  meta?: ReactNode;
  /** Buttons and links at the bottom; they stay clickable on their own above a linked card. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A surface for one thing: an item, a widget, a summary. */
export function Card({ title, headingLevel = 3, linked = false, media, meta, actions, children, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = ['lp-card', linked && 'lp-card--link', className].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={title ? titleId : undefined}>
      {media && <div className="lp-card__media">{media}</div>}
      <div className="lp-card__body">
        {title && (
          <Heading id={titleId} className="lp-card__title">
            {title}
          </Heading>
        )}
        {meta && <div className="lp-card__meta">{meta}</div>}
        {children}
      </div>
      {actions && <div className="lp-card__actions">{actions}</div>}
    </article>
  );
}
