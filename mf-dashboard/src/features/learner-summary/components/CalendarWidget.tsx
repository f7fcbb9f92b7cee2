import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { Button } from '@portal/ui';
import { formatDate } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { calendarRows, monthStart, upcoming } from '../domain/calendar';
import { dayKey } from '../domain/heatmap';
import { datedEntries } from '../domain/training';
import { summaryMessages } from '../messages';

/**
 * The calendar widget (spec 3 §2): the current or the next month as Monday-first weeks (at most 6
 * rows), the days with a due date or a session marked, and what is coming up in the next 3 months as a list.
 */
export function CalendarWidget({ items, now }: { items: readonly CatalogueItem[]; now: Date }) {
  const text = useText(summaryMessages);
  const [offset, setOffset] = useState<0 | 1>(0);
  const entries = datedEntries(items);
  const busy = new Set(entries.map((entry) => dayKey(entry.date)));
  const month = monthStart(now, offset);
  const rows = calendarRows(month);
  const soon = upcoming(entries, now);

  return (
    <Widget title={text('summary.calendar.title')} className="lp-calendar">
      <div className="lp-calendar__switch" role="group" aria-label={text('summary.calendar.title')}>
        <Button type="button" aria-pressed={offset === 0} onClick={() => setOffset(0)}>
          {text('summary.calendar.thisMonth')}
        </Button>
        <Button type="button" aria-pressed={offset === 1} onClick={() => setOffset(1)}>
          {text('summary.calendar.nextMonth')}
        </Button>
      </div>
      <table className="lp-calendar__month">
        <caption>{formatDate(month, { month: 'long', year: 'numeric' })}</caption>
        <thead>
          <tr>
            {rows[0]!.map((day) => (
              <th key={day.date.getDay()} scope="col" abbr={formatDate(day.date, { weekday: 'long' })}>
                {formatDate(day.date, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((week) => (
            <tr key={dayKey(week[0]!.date)}>
              {week.map((day) => {
                const key = dayKey(day.date);
                const marked = busy.has(key);
                return (
                  <td
                    key={key}
                    className={[
                      'lp-calendar__day',
                      day.inMonth ? '' : 'lp-calendar__day--outside',
                      marked ? 'lp-calendar__day--busy' : '',
                      key === dayKey(now) ? 'lp-calendar__day--today' : '',
                    ]
                      .join(' ')
                      .trim()}
                    aria-current={key === dayKey(now) ? 'date' : undefined}
                  >
                    <span aria-hidden={!day.inMonth}>{formatDate(day.date, { day: 'numeric' })}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{text('summary.calendar.upcoming')}</h3>
      {soon.length === 0 ? (
        <p>{text('summary.calendar.none')}</p>
      ) : (
        <ul className="lp-calendar__upcoming">
          {soon.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.date.toISOString()}>{formatDate(entry.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</time>{' '}
              <span className={`lp-tag lp-tag--${entry.kind}`}>{text(entry.kind === 'due' ? 'summary.calendar.due' : 'summary.calendar.session')}</span>{' '}
              <Link to={catalogueLinks.landingPage(entry.itemId)}>{entry.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
