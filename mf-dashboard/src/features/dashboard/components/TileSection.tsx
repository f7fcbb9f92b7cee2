import { useId } from 'react';
import { contentKeys } from '@portal/i18n';
import { useContentText } from '../../../lib/messages';
import type { DashboardSection } from '../domain/visible-tiles';
import { ContentLink } from './ContentLink';

/** One section of tiles; each tile is a link with its title and description. */
export function TileSection({ section }: { section: DashboardSection }) {
  const headingId = useId();
  const content = useContentText();
  return (
    <section className="lp-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{content(contentKeys.dashboardSection(section.id), section.title)}</h2>
      <ul className="lp-dashboard__tiles">
        {section.tiles.map((tile) => (
          <li key={tile.id} className="lp-dashboard__tile">
            <ContentLink href={tile.href}>
              <span className="lp-dashboard__tile-title">{content(contentKeys.dashboardTile(tile.id, 'title'), tile.title)}</span>
              {tile.description && <span className="lp-dashboard__tile-description">{content(contentKeys.dashboardTile(tile.id, 'description'), tile.description)}</span>}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
