import '../features/approvals/components/approvals.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber } from '@portal/i18n';
import { Button, Spinner, usePageTitle } from '@portal/ui';
import { useText } from '../lib/messages';
import { useApprovals } from '../features/approvals/api/read-approvals';
import {
  approvalOpen,
  type ApprovalRow,
  effectiveStatusFilter,
  STATUS_FILTERS,
  type StatusFilter,
  toApprovalRow,
  UNKNOWN,
  visibleApprovals,
} from '../features/approvals/domain/approval-item';
import { approvalMessages } from '../features/approvals/messages';
import { ApprovalDialog } from '../features/approvals/components/ApprovalDialog';

type Key = keyof typeof approvalMessages;
const isKey = (key: string): key is Key => key in approvalMessages;

/**
 * /approvals (spec 3 §2 Approvals list): the requests the user decides, 20 first and 20 more per load,
 * Attempted ones hidden; a Pending request, when present, sets the status filter to Pending. Completion
 * requests go to their task or external activity approval page; enrolment requests open the dialog.
 */
export default function ApprovalsPage() {
  const text = useText(approvalMessages);
  usePageTitle(text('approvals.title'));
  const [chosen, setChosen] = useState<StatusFilter>();
  const [orphaned, setOrphaned] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<ApprovalRow>();
  // Whether anything is pending decides the first filter: the Pending page answers it (its pending count).
  const auto = !chosen;
  const probe = useApprovals('Pending', auto);
  const deciding = auto && probe.isPending;
  const filter = effectiveStatusFilter(chosen, auto ? probe.data?.pages[0]?.pending : undefined);
  const other = useApprovals(filter, !deciding && !(auto && filter === 'Pending'));
  const list = auto && filter === 'Pending' ? probe : other;

  const rows = useMemo(
    () =>
      visibleApprovals((list.data?.pages ?? []).flatMap((page) => page.items)).map((item) => {
        const row = toApprovalRow(item);
        return orphaned.has(row.key) ? { ...row, isOrphaned: true } : row;
      }),
    [list.data, orphaned],
  );
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const typeLabel = (row: ApprovalRow) => {
    const key = `approvals.type.${row.displayType}`;
    return isKey(key) ? text(key) : row.displayType;
  };
  const statusLabel = (status: string) => {
    const key = `approvals.status.${status}`;
    return isKey(key) ? text(key) : status;
  };
  const unknown = (value: string) => (value === UNKNOWN ? text('approvals.unknown') : value);

  let body;
  if (deciding || list.isPending) body = <Spinner label={text('approvals.loading')} />;
  else if (rows.length === 0) body = <p role="status">{text('approvals.empty')}</p>;
  else
    body = (
      <>
        <div className="lp-approvals__scroll" role="region" aria-label={text('approvals.title')} tabIndex={0}>
          <table className="lp-approvals__table lp-table-stack">
            <thead>
              <tr>
                <th scope="col">{text('approvals.column.title')}</th>
                <th scope="col">{text('approvals.column.type')}</th>
                <th scope="col">{text('approvals.column.user')}</th>
                <th scope="col">{text('approvals.column.date')}</th>
                <th scope="col">{text('approvals.column.status')}</th>
                <th scope="col">{text('approvals.column.action')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const action = approvalOpen(row);
                const label = text('approvals.reviewItem', { title: unknown(row.title), name: unknown(row.user_display_name) });
                return (
                  <tr key={row.key}>
                    <th scope="row">
                      {unknown(row.title)}
                      {row.isOrphaned && <span className="lp-approvals__orphaned lp-tag">{text('approvals.orphaned')}</span>}
                    </th>
                    <td data-label={text('approvals.column.type')}>
                      {typeLabel(row)} ({text(`approvals.kind.${row.approval_type}`)})
                    </td>
                    <td data-label={text('approvals.column.user')}>{unknown(row.user_display_name)}</td>
                    <td data-label={text('approvals.column.date')}>
                      <time dateTime={row.date}>{formatDate(row.date)}</time>
                    </td>
                    <td data-label={text('approvals.column.status')}>{statusLabel(row.status)}</td>
                    <td className="lp-approvals__action">
                      {action.kind === 'page' ? (
                        <Link to={action.href} aria-label={label}>
                          {text('approvals.review')}
                        </Link>
                      ) : action.kind === 'dialog' ? (
                        <Button variant="secondary" aria-label={label} onClick={() => setOpen(row)}>
                          {text('approvals.review')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {list.hasNextPage && (
          <Button className="lp-approvals__more" variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {text('approvals.loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <div className="lp-dashboard lp-approvals">
      <h1>{text('approvals.title')}</h1>
      <div className="lp-approvals__toolbar">
        <div className="lp-field">
          <label htmlFor="approvals-status" className="lp-field__label">
            {text('approvals.filter')}
          </label>
          <select id="approvals-status" className="lp-field__input" value={filter} onChange={(event) => setChosen(event.target.value as StatusFilter)}>
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        {!deciding && !list.isPending && <p role="status">{text('approvals.total', { total: formatNumber(total) })}</p>}
      </div>
      {body}
      {open && <ApprovalDialog item={open} typeLabel={typeLabel(open)} onOrphaned={(key) => setOrphaned((keys) => new Set(keys).add(key))} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
