import './history.css';
import { useState } from 'react';
import { TEAM_DISPLAY_VALUES, type TeamDisplayValue } from '@portal/contracts/team';
import { formatDate, formatNumber, useLocale } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { useHistory } from '../api/get-history';
import { historyMastery, historyPages, historyScore } from '../domain/history';
import { historyMessages } from '../messages';

/**
 * The learning history (spec 1 §2 /account/history; spec 3 §3 History event), placed in the slot
 * account.history: the user's history events newest first, 10 a page, each with its title, type, date,
 * status, score as a percentage to 2 decimals and, when the activity has a mastery score, passed or failed.
 */
export default function HistoryWidget() {
  const text = useText(historyMessages);
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const history = useHistory(page);
  const pages = historyPages(history.data?.total ?? 0);
  const status = (value: string | null) =>
    value === null ? '' : (TEAM_DISPLAY_VALUES as readonly string[]).includes(value) ? text(`history.value.${value as TeamDisplayValue}`) : value;

  let body;
  if (history.isPending) body = <Spinner label={text('history.loading')} />;
  else if (history.isError) body = <p role="alert">{text('history.failed')}</p>;
  else if (history.data.rows.length === 0) body = <p role="status">{text('history.empty')}</p>;
  else
    body = (
      <>
        <div className="lp-history__scroll" role="region" aria-label={text('history.table')} tabIndex={0}>
          <table className="lp-table lp-history__table">
            <thead>
              <tr>
                <th scope="col">{text('history.column.title')}</th>
                <th scope="col">{text('history.column.type')}</th>
                <th scope="col">{text('history.column.date')}</th>
                <th scope="col">{text('history.column.status')}</th>
                <th scope="col">{text('history.column.score')}</th>
                <th scope="col">{text('history.column.mastery')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.rows.map((event, index) => {
                const mastery = historyMastery(event);
                return (
                  <tr key={`${page}-${index}`}>
                    <th scope="row">{event.title}</th>
                    <td>{event.type}</td>
                    <td className="lp-history__date">{event.occurredon && <time dateTime={event.occurredon}>{formatDate(event.occurredon)}</time>}</td>
                    <td>{status(event.status)}</td>
                    <td>{historyScore(event, locale)}</td>
                    <td>{mastery && <span className={`lp-tag lp-tag--${mastery}`}>{text(`history.mastery.${mastery}`)}</span>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav className="lp-history__pages" aria-label={text('history.pages')}>
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {text('history.previous')}
            </button>
            <span aria-live="polite">{text('history.page', { page: formatNumber(page + 1), pages: formatNumber(pages) })}</span>
            <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {text('history.next')}
            </button>
          </nav>
        )}
      </>
    );

  return (
    <Widget title={text('history.title')} className="lp-history">
      {body}
    </Widget>
  );
}
