import type { DashboardManifest } from '@portal/contracts';
import { contentKeys } from '@portal/i18n';
import { useContentText, useText } from '../../../lib/messages';
import { dashboardMessages } from '../messages';
import { ContentLink } from './ContentLink';

/** The manifest's banner items: image, title and text, the title a link when the item has one. */
export function Banner({ items }: { items: DashboardManifest['banner'] }) {
  const text = useText(dashboardMessages);
  const content = useContentText();
  if (items.length === 0) return null;
  return (
    <section className="lp-dashboard__banner" aria-label={text('dashboard.banner.label')}>
      {items.map((item) => {
        const title = content(contentKeys.dashboardBanner(item.id, 'title'), item.title);
        return (
          <article key={item.id} className="lp-dashboard__banner-item">
            {/* Decorative: the title says what the item is. */}
            {item.image && <img src={item.image} alt="" />}
            <h2>{item.href ? <ContentLink href={item.href}>{title}</ContentLink> : title}</h2>
            {item.text && <p>{content(contentKeys.dashboardBanner(item.id, 'text'), item.text)}</p>}
          </article>
        );
      })}
    </section>
  );
}
