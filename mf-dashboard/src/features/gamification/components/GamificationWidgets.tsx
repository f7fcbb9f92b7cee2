import { ACCOLADE_TYPES, type AccoladeType } from '@portal/contracts/dashboard';
import { formatDate, formatNumber, formatOrdinal } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { useAccolades } from '../api/list-accolades';
import { useGamificationConfig } from '../api/get-gamification-config';
import { useLeaderboard } from '../api/get-leaderboard';
import { leaderboardRows, leaderboardSummary, userRank } from '../domain/leaderboard-summary';
import { gamificationMessages } from '../messages';
import { AccoladeIcon } from './AccoladeIcon';
import { ScoreHistory } from './ScoreHistory';

const iconOf = (type: string | undefined): AccoladeType => ((ACCOLADE_TYPES as readonly string[]).includes(type ?? '') ? (type as AccoladeType) : 'medal');

/**
 * Gamification (spec 3 §2, §7): the overview, achievements, the leaderboard summary and the score history from the record store, shown only when the
 * tenant has it configured (POST /authr/config/gamification); otherwise nothing, and no error.
 */
export default function GamificationWidgets() {
  const { data: config } = useGamificationConfig();
  const enabled = config?.enabled === true;
  if (!enabled) return null;
  return (
    <div className="lp-dashboard__row">
      <Overview />
      <Achievements />
      <LeaderboardSummary />
      <ScoreHistory />
    </div>
  );
}

/** The achievements alone (accolades with their icons), for the achievements page; nothing unless gamification is configured. */
export function AccoladesWidget() {
  const { data: config } = useGamificationConfig();
  return config?.enabled === true ? <Achievements /> : null;
}

function Overview() {
  const text = useText(gamificationMessages);
  const userId = useSession((state) => state.user?.id) ?? '';
  const board = useLeaderboard(true);
  const accolades = useAccolades(true);
  const mine = board.data?.leader_standings.find((entry) => entry.user_id === userId);
  const rank = board.data ? userRank(board.data, userId) : null;
  const points = mine?.points_total ?? 0;
  return (
    <Widget title={text('gamification.overview.title')}>
      <dl className="lp-summary-cards">
        <div className="lp-summary-card">
          <dt>{text('gamification.overview.points')}</dt>
          <dd>{formatNumber(points)}</dd>
        </div>
        <div className="lp-summary-card">
          <dt>{text('gamification.overview.rank')}</dt>
          <dd>{rank === null ? text('gamification.overview.unranked') : formatOrdinal(rank)}</dd>
        </div>
        <div className="lp-summary-card">
          <dt>{text('gamification.overview.awards')}</dt>
          <dd>{formatNumber(accolades.data?.length ?? 0)}</dd>
        </div>
      </dl>
    </Widget>
  );
}

function Achievements() {
  const text = useText(gamificationMessages);
  const { data: accolades, isPending } = useAccolades(true);
  return (
    <Widget title={text('gamification.achievements.title')}>
      {isPending ? (
        <Spinner label={text('gamification.achievements.title')} />
      ) : !accolades?.length ? (
        <p>{text('gamification.achievements.empty')}</p>
      ) : (
        <ul className="lp-accolades">
          {accolades.map((accolade) => {
            const icon = iconOf(accolade.definition?.type);
            return (
              <li key={accolade.id} className="lp-accolade">
                <AccoladeIcon type={icon} />
                <div>
                  <p className="lp-accolade__label">
                    <strong>{accolade.definition?.label || accolade.reason}</strong> <span className="lp-visually-hidden">({text(`gamification.icon.${icon}`)})</span>
                  </p>
                  <p>{accolade.reason}</p>
                  <p className="lp-muted">
                    {text('gamification.achievements.points', { points: formatNumber(accolade.points) })} ·{' '}
                    <time dateTime={accolade.awarded_at}>{formatDate(accolade.awarded_at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Widget>
  );
}

function LeaderboardSummary() {
  const text = useText(gamificationMessages);
  const userId = useSession((state) => state.user?.id) ?? '';
  const { data: board, isPending } = useLeaderboard(true);
  const entries = board ? leaderboardSummary(board, userId) : [];
  const rows = leaderboardRows(entries);
  return (
    <Widget title={text('gamification.leaderboard.title')}>
      {isPending ? (
        <Spinner label={text('gamification.leaderboard.title')} />
      ) : entries.length === 0 ? (
        <p>{text('gamification.leaderboard.empty')}</p>
      ) : (
        <table className="lp-table">
          <thead>
            <tr>
              <th scope="col">{text('gamification.leaderboard.rank')}</th>
              <th scope="col">{text('gamification.leaderboard.name')}</th>
              <th scope="col">{text('gamification.leaderboard.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              if (row.kind === 'gap') {
                const gap = text('gamification.leaderboard.gap', { from: formatNumber(row.from), to: formatNumber(row.to) });
                return (
                  <tr key={`gap-${row.from}`} className="lp-table__gap" aria-label={gap}>
                    <td colSpan={3}>
                      <span aria-hidden="true">⋮</span>
                      <span className="lp-visually-hidden">{gap}</span>
                    </td>
                  </tr>
                );
              }
              const { entry } = row;
              const you = entry.user_id === userId;
              return (
                <tr key={entry.user_id} className={you ? 'lp-table__row--you' : undefined} aria-current={you ? 'true' : undefined}>
                  <td>{formatNumber(entry.rank)}</td>
                  <th scope="row">
                    {entry.user_name}
                    {you && <span className="lp-tag">{text('gamification.leaderboard.you')}</span>}
                  </th>
                  <td>{formatNumber(entry.points_total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Widget>
  );
}
