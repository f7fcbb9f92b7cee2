import { scaleSymlog } from 'd3-scale';
import { useState } from 'react';
import { loginChartUsers, type TeamUser } from '@portal/contracts/team';
import { useTranslation } from '@portal/i18n';
import { formatLoginAgo } from '../../../lib/format';
import { teamMessages, useText } from '../../../lib/messages';

const BAR_WIDTH = 120;
const BAR_HEIGHT = 12;
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The login chart (spec 3 §9): at most 10 members, the most recent login first, each with how long
 * ago it was in the spec's time labels. The bars (a d3 symlog scale, so an hour and a year both
 * show) are decoration; the list itself is the text. Rows are HTML, so they follow the reading
 * direction, and team.css mirrors the bars in right-to-left languages.
 */
export function LoginChart({ members }: { members: readonly TeamUser[] }) {
  const text = useText(teamMessages);
  const { i18n } = useTranslation();
  const [now] = useState(() => new Date());
  const shown = loginChartUsers(members);
  const ago = (user: TeamUser) => (user.lastLogin ? Math.max(0, (now.getTime() - Date.parse(user.lastLogin)) / 1000) : null);
  const longest = Math.max(3600, ...shown.map((user) => ago(user) ?? 0));
  const x = scaleSymlog()
    .domain([0, Math.min(longest, 2 * YEAR_SECONDS)])
    .range([2, BAR_WIDTH])
    .clamp(true);

  return (
    <section aria-labelledby="team-logins-heading">
      <h2 id="team-logins-heading">{text('team.logins.heading')}</h2>
      <ol className="lp-team__logins">
        {shown.map((user) => {
          const seconds = ago(user);
          return (
            <li key={user.id}>
              <span className="lp-team__logins-name">{user.displayName}</span>
              <svg className="lp-team__logins-bar" width={BAR_WIDTH} height={BAR_HEIGHT} aria-hidden="true" focusable="false">
                {seconds !== null && <rect x={0} y={0} width={x(seconds)} height={BAR_HEIGHT} />}
              </svg>
              <span className="lp-team__logins-ago">{user.lastLogin ? formatLoginAgo(user.lastLogin, now, i18n.language) : text('team.logins.never')}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
