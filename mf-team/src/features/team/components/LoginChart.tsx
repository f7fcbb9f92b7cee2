import { useState } from 'react';
import { loginAgoText, loginBarShare, loginChartUsers, type TeamUser } from '@portal/contracts/team';
import { useLocale } from '@portal/i18n';
import { ChartFrame } from '@portal/ui/chart-frame';
import { useText } from '../../../lib/messages';
import { teamViewMessages } from '../messages';
import { ChartDownload } from './ChartDownload';

const BAR_WIDTH = 120;
const BAR_HEIGHT = 12;

/**
 * The login chart (spec 3 §9): at most 10 members, the most recent login first, each with how long
 * ago it was in the spec's time labels. A bar is as long as the login is recent (the contracts'
 * loginBarShare, logarithmic so an hour and a year both show), which the axis title under the bars
 * says. It sits in @portal/ui's ChartFrame (title, axis title, the same names and times as a table on
 * request). Rows are HTML, so they follow the reading direction, and team.css mirrors the bars in
 * right-to-left languages.
 */
export function LoginChart({ members, teamId }: { members: readonly TeamUser[]; teamId: string }) {
  const text = useText(teamViewMessages);
  const locale = useLocale();
  const [now] = useState(() => new Date());
  const shown = loginChartUsers(members);
  const ago = (user: TeamUser) => (user.lastLogin ? loginAgoText(user.lastLogin, now, locale) : text('team.logins.never'));

  return (
    <div className="lp-team__chart">
      <ChartFrame
        title={text('team.logins.heading')}
        headingLevel={2}
        xAxisLabel={text('team.logins.legend')}
        table={{ columns: [text('team.members.name'), text('team.members.lastLogin')], rows: shown.map((user) => [user.displayName, ago(user)]) }}
      >
        <ol className="lp-team__logins">
          {shown.map((user) => {
            const share = loginBarShare(user.lastLogin ? Math.max(0, (now.getTime() - Date.parse(user.lastLogin)) / 1000) : null);
            return (
              <li key={user.id}>
                <span className="lp-team__logins-name">{user.displayName}</span>
                <svg className="lp-team__logins-bar" width={BAR_WIDTH} height={BAR_HEIGHT} aria-hidden="true" focusable="false">
                  {share !== null && <rect x={0} y={0} width={share * BAR_WIDTH} height={BAR_HEIGHT} />}
                </svg>
                <span className="lp-team__logins-ago">{ago(user)}</span>
              </li>
            );
          })}
        </ol>
      </ChartFrame>
      <ChartDownload
        chart="loginsvg"
        teamId={teamId}
        label="team.logins.download"
        fileName="last-logins.svg"
        labels={{ title: text('team.logins.heading'), axis: text('team.logins.legend'), never: text('team.logins.never') }}
      />
    </div>
  );
}
