import { useId } from 'react';
import type { DashboardSection } from '../domain/visible-tiles';
import { ContentLink } from './ContentLink';

/** One section of tiles; each tile is a link with its title and description. */
export function TileSection({ section }: { section: DashboardSection }) {
  const headingId = useId();
  return (
    <section className="lp-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <ul className="lp-dashboard__tiles">
        {section.tiles.map((tile) => (
          <li key={tile.id} className="lp-dashboard__tile">
            <ContentLink href={tile.href}>
              <span className="lp-dashboard__tile-title">{tile.title}</span>
              {tile.description && <span className="lp-dashboard__tile-description">{tile.description}</span>}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
