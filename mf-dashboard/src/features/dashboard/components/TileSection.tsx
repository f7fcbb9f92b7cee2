import { useId } from 'react';
import { contentKeys, formatNumber } from '@portal/i18n';
import { useContentText, useText } from '../../../lib/messages';
import { useApproverCount } from '../api/get-approver-count';
import { APPROVALS_TILE_ID, type DashboardSection } from '../domain/visible-tiles';
import { dashboardMessages } from '../messages';
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
              {tile.id === APPROVALS_TILE_ID && <ApprovalsWaiting />}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On the approvals tile: how many requests wait for the user's decision (the approver count), once known and not 0. */
function ApprovalsWaiting() {
  const text = useText(dashboardMessages);
  const { data: count } = useApproverCount(true);
  if (!count) return null;
  return <span className="lp-dashboard__tile-count">{text('dashboard.approvals.waiting', { number: formatNumber(count) })}</span>;
}
