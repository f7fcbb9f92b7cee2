import './history.css';
import { useState } from 'react';
import type { HistoryEvent } from '@portal/contracts/dashboard';
import { TEAM_DISPLAY_VALUES, type TeamDisplayValue } from '@portal/contracts/team';
import { formatDate, useLocale } from '@portal/i18n';
import { itemTypeName } from '@portal/i18n/item-types';
import { Spinner } from '@portal/ui';
import { Pagination } from '@portal/ui/pagination';
import { Table, type TableColumn } from '@portal/ui/table';
import { StatusPill } from '@portal/ui/tag';
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

  const columns: TableColumn<{ event: HistoryEvent; index: number }>[] = [
    { key: 'title', header: text('history.column.title'), rowHeader: true, cell: ({ event }) => event.title },
    { key: 'type', header: text('history.column.type'), cell: ({ event }) => itemTypeName(event.type) },
    {
      key: 'date',
      header: text('history.column.date'),
      cell: ({ event }) => event.occurredon && <time dateTime={event.occurredon}>{formatDate(event.occurredon)}</time>,
    },
    { key: 'status', header: text('history.column.status'), cell: ({ event }) => status(event.status) },
    { key: 'score', header: text('history.column.score'), cell: ({ event }) => historyScore(event, locale) },
    {
      key: 'mastery',
      header: text('history.column.mastery'),
      cell: ({ event }) => {
        const mastery = historyMastery(event);
        return mastery && <StatusPill tone={mastery === 'passed' ? 'success' : 'error'}>{text(`history.mastery.${mastery}`)}</StatusPill>;
      },
    },
  ];

  let body;
  if (history.isPending) body = <Spinner label={text('history.loading')} />;
  else if (history.isError) body = <p role="alert">{text('history.failed')}</p>;
  else if (history.data.rows.length === 0) body = <p role="status">{text('history.empty')}</p>;
  else
    body = (
      <>
        <Table
          caption={text('history.table')}
          captionHidden
          className="lp-history__table"
          columns={columns}
          rows={history.data.rows.map((event, index) => ({ event, index }))}
          rowKey={({ index }) => `${page}-${index}`}
        />
        <Pagination page={page + 1} pageCount={pages} onPageChange={(next) => setPage(next - 1)} label={text('history.pages')} />
      </>
    );

  return (
    <Widget title={text('history.title')} className="lp-history">
      {body}
    </Widget>
  );
}
