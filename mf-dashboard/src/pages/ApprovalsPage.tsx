import '../features/approvals/components/approvals.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber, useLocale } from '@portal/i18n';
import { itemTypeName } from '@portal/i18n/item-types';
import { Button, messages, Spinner, usePageTitle } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { useText } from '../lib/messages';
import { ReadFailure } from '../lib/ReadFailure';
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
  // The item types come from @portal/i18n, not this page's texts: re-render when the language changes.
  useLocale();
  usePageTitle(text('approvals.title'));
  const [chosen, setChosen] = useState<StatusFilter>();
  const [orphaned, setOrphaned] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<ApprovalRow>();
  // Whether anything is pending decides the first filter: the Pending page answers it (its pending count).
  const auto = !chosen;
  const probe = useApprovals('Pending', auto);
  const filter = effectiveStatusFilter(chosen, auto ? probe.data?.pages[0]?.pending : undefined);
  // Until the probe has answered (or when it failed: that is the page's failure, not a reason to read All) it is the list.
  const onProbe = auto && (filter === 'Pending' || !probe.isSuccess);
  const other = useApprovals(filter, !onProbe);
  const list = onProbe ? probe : other;
  // No list at all (a next page's failure keeps the pages loaded); while Try again reads, the spinner shows.
  const failed = list.isError && !list.data;

  const rows = useMemo(
    () =>
      visibleApprovals((list.data?.pages ?? []).flatMap((page) => page.items)).map((item) => {
        const row = toApprovalRow(item);
        return orphaned.has(row.key) ? { ...row, isOrphaned: true } : row;
      }),
    [list.data, orphaned],
  );
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const statusLabel = (status: string) => {
    const key = `approvals.status.${status}`;
    return isKey(key) ? text(key) : status;
  };
  const unknown = (value: string) => (value === UNKNOWN ? text('approvals.unknown') : value);

  const loadMore = async () => {
    const result = await list.fetchNextPage();
    if (result.isFetchNextPageError) messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
  };

  let body;
  if (failed && !list.isFetching) body = <ReadFailure message={text('approvals.failed')} retryLabel={text('approvals.retry')} onRetry={() => void list.refetch()} />;
  // The portal retries a server fault a few times: past the first failure, say so rather than only "loading".
  else if (failed || list.isPending) body = <Spinner label={text(list.failureCount > 0 ? 'approvals.retrying' : 'approvals.loading')} />;
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
                      {itemTypeName(row.displayType)} ({text(`approvals.kind.${row.approval_type}`)})
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
          <Button className="lp-approvals__more" variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void loadMore()}>
            {text('approvals.loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <div className="lp-dashboard lp-approvals">
      <h1>{text('approvals.title')}</h1>
      <div className="lp-approvals__toolbar">
        <SelectField
          id="approvals-status"
          label={text('approvals.filter')}
          value={filter}
          onChange={(event) => setChosen(event.target.value as StatusFilter)}
          options={STATUS_FILTERS.map((status) => ({ value: status, label: statusLabel(status) }))}
        />
        {list.data && <p role="status">{text('approvals.total', { total: formatNumber(total) })}</p>}
      </div>
      {body}
      {open && (
        <ApprovalDialog
          item={open}
          typeLabel={itemTypeName(open.displayType)}
          onOrphaned={(key) => setOrphaned((keys) => new Set(keys).add(key))}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
