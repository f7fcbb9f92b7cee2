import type { DashboardManifest } from '@portal/contracts';
import { useText } from '../../../lib/messages';
import { dashboardMessages } from '../messages';
import { ContentLink } from './ContentLink';

/** The manifest's banner items: image, title and text, the title a link when the item has one. */
export function Banner({ items }: { items: DashboardManifest['banner'] }) {
  const text = useText(dashboardMessages);
  if (items.length === 0) return null;
  return (
    <section className="lp-dashboard__banner" aria-label={text('dashboard.banner.label')}>
      {items.map((item) => (
        <article key={item.id} className="lp-dashboard__banner-item">
          {/* Decorative: the title says what the item is. */}
          {item.image && <img src={item.image} alt="" />}
          <h2>{item.href ? <ContentLink href={item.href}>{item.title}</ContentLink> : item.title}</h2>
          {item.text && <p>{item.text}</p>}
        </article>
      ))}
    </section>
  );
}
