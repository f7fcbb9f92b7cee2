import type { FeedItem } from '@portal/contracts/dashboard';
import { formatDate } from '@portal/i18n';

/**
 * Feed items as text: the LMS sends each item's text already reduced from HTML and trimmed to 200
 * characters plus an ellipsis, and it is rendered as text here, never as HTML.
 */
export function FeedItems({ items, headingLevel = 3 }: { items: readonly FeedItem[]; headingLevel?: 3 | 2 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="lp-feed">
      {items.map((item, index) => (
        <li key={`${item.link ?? ''}-${index}`} className="lp-feed__item">
          <Heading className="lp-feed__title">
            {item.link ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            ) : (
              item.title
            )}
          </Heading>
          {item.pubDate && (
            <p className="lp-muted">
              <time dateTime={item.pubDate}>{formatDate(item.pubDate)}</time>
            </p>
          )}
          <p>{item.description || item.content}</p>
        </li>
      ))}
    </ul>
  );
}
