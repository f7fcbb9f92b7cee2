import { formatDate, formatNumber, useLocale } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { useAwardStatements } from '../api/list-award-statements';
import { useScoreHistory } from '../api/get-score-history';
import { scoreHistoryRows } from '../domain/score-history';
import { gamificationMessages } from '../messages';
import { AccoladeIcon } from './AccoladeIcon';

/**
 * The score history (spec 3 §7: from the record store): the user's awards, newest first, with their
 * points and the total after each. The history is the record store's score-history agent profile, each
 * award named by its award statement (read through the LMS's proxy path).
 */
export function ScoreHistory() {
  const text = useText(gamificationMessages);
  const locale = useLocale();
  const history = useScoreHistory(true);
  const statements = useAwardStatements(true);
  const rows = history.data ? scoreHistoryRows(history.data, statements.data ?? [], locale) : [];
  return (
    <Widget title={text('gamification.scoreHistory.title')}>
      {history.isPending || statements.isPending ? (
        <Spinner label={text('gamification.scoreHistory.title')} />
      ) : rows.length === 0 ? (
        <p>{text('gamification.scoreHistory.empty')}</p>
      ) : (
        <table className="lp-table lp-table-stack">
          <thead>
            <tr>
              <th scope="col">{text('gamification.scoreHistory.award')}</th>
              <th scope="col">{text('gamification.scoreHistory.date')}</th>
              <th scope="col">{text('gamification.scoreHistory.points')}</th>
              <th scope="col">{text('gamification.scoreHistory.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <AccoladeIcon type={row.type} /> {row.label ?? text('gamification.scoreHistory.unnamed')}{' '}
                  <span className="lp-visually-hidden">({text(`gamification.icon.${row.type}`)})</span>
                  {row.reason && <span className="lp-muted"> · {row.reason}</span>}
                </th>
                <td data-label={text('gamification.scoreHistory.date')}>
                  <time dateTime={row.awardedAt}>{formatDate(row.awardedAt)}</time>
                </td>
                <td data-label={text('gamification.scoreHistory.points')}>{formatNumber(row.points)}</td>
                <td data-label={text('gamification.scoreHistory.total')}>{formatNumber(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Widget>
  );
}
