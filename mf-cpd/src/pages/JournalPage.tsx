import '../lib/components/cpd.css';
import { useCallback, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  canRequestForPeriod,
  canSubmitForReview,
  chooseInitialPeriod,
  derivePeriodStatus,
  formatCpdAmount,
  isPeriodLocked,
  isTargetMet,
  type CpdEntry,
  type CpdPeriod,
  type ReviewProfile,
} from '@portal/contracts/cpd';
import { formatNumber } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Button, messages, Spinner, usePageTitle } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { useJournalAccess } from '../lib/access';
import { useCpdConfig } from '../lib/api/get-cpd-config';
import { useEntries } from '../lib/api/get-entries';
import { useJournals } from '../lib/api/get-journals';
import { CpdCharts } from '../lib/chart/CpdCharts';
import { ConfirmDialog } from '../lib/components/ConfirmDialog';
import { CpdTabs } from '../lib/components/CpdTabs';
import { Guidance } from '../lib/components/Guidance';
import { LoadFailure } from '../lib/components/LoadFailure';
import { ReviewGate, ReviewOwner } from '../lib/components/ReviewGate';
import { formatDay } from '../lib/format';
import { chartMessages } from '../lib/chart/messages';
import { cpdMessages, useText } from '../lib/messages';
import { paths } from '../paths';
import { useChartData } from '../lib/api/get-chart-data';
import { useSetJournalStatus } from '../features/journal/api/set-journal-status';
import { journalMessages } from '../features/journal/messages';
import { EntriesTable } from '../features/journal/components/EntriesTable';
import { ExportDialog } from '../features/journal/components/ExportDialog';
import { PeriodDialog } from '../features/journal/components/PeriodDialog';
import { RequestDialog } from '../features/journal/components/RequestDialog';
import { ReviewActions } from '../features/journal/components/ReviewActions';

/** The picker's value for every period at once. */
const ALL_PERIODS = 'all';

/** From the first period's start to the last one's end. */
function spanOf(periods: readonly CpdPeriod[]): { start_date: string; end_date: string } {
  const starts = periods.map((p) => p.start_date).sort();
  const ends = periods.map((p) => p.end_date).sort();
  return { start_date: starts[0]!, end_date: ends[ends.length - 1]! };
}

/**
 * /cpd/list and /cpd/list/review/{uid} (spec 3 §2): the tabbed page's entries view with the period
 * picker. The owner adds and edits periods, submits them and adds entries; a CPDReviewer reads
 * another user's journal and decides on its periods. Locked periods offer no changes (spec 3 §4).
 */
export default function JournalPage() {
  const access = useJournalAccess(useParams());
  // Nothing is asked of the LMS for a journal the user may not open.
  if (access.kind === 'home') return <Navigate to={paths.home.href()} replace />;
  return <ReviewGate uid={access.uid}>{(owner) => <JournalView uid={access.uid} owner={owner} />}</ReviewGate>;
}

/** `owner`: whose journal a reviewer reads; none for one's own. */
function JournalView({ uid, owner }: { uid: string; owner: ReviewProfile | undefined }) {
  const review = owner !== undefined;
  const text = useText({ ...cpdMessages, ...journalMessages, ...chartMessages });
  const user = useSession((state) => state.user);
  const [search, setSearch] = useSearchParams();
  const config = useCpdConfig();
  const journals = useJournals(uid);
  const periods = journals.data ?? [];
  // Spec 3 §4 names a period 'All': every period's entries at once, for reading and export only.
  const allPeriods = search.get('period') === ALL_PERIODS && periods.length > 0;
  const chosen = periods.findIndex((p) => p.reference === search.get('period'));
  const period: CpdPeriod | undefined = allPeriods ? undefined : periods[chosen >= 0 ? chosen : chooseInitialPeriod(periods, new Date())];
  const range = allPeriods ? spanOf(periods) : period;
  const entries = useEntries(uid, range);
  const chart = useChartData(uid, period?.reference);
  const submit = useSetJournalStatus();
  const [dialog, setDialog] = useState<'add' | 'edit' | 'submit' | 'export' | 'extension' | 'yearBreak' | null>(null);
  const title = owner ? text('cpd.review.of', { name: owner.displayName }) : text('cpd.title');
  usePageTitle(title);
  // The list's filters live in the address too, so the entry and plan pages lead back to them (spec 3 §2).
  const filters = search.get('filters') ?? '';
  const keepFilters = useCallback(
    (changed: string) => {
      if (changed === filters) return;
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (changed) next.set('filters', changed);
          else next.delete('filters');
          return next;
        },
        { replace: true },
      );
    },
    [filters, setSearch],
  );

  if (config.isPending || journals.isPending) return <Spinner label={text(review ? 'cpd.review.loading' : 'cpd.loading')} />;
  // A failed read is said as such: an empty journal would offer to add a period the user may already have.
  if (!config.data || !journals.data)
    return (
      <div className="lp-cpd">
        <h1>{title}</h1>
        <LoadFailure
          busy={config.isFetching || journals.isFetching}
          onRetry={() => {
            if (config.isError) void config.refetch();
            if (journals.isError) void journals.refetch();
          }}
        />
      </div>
    );
  const options = config.data;

  const hasEntries = (period?.entries ?? 0) > 0;
  const lockedOf = (p: CpdPeriod) => isPeriodLocked(p, { review: options.review, inReview: review, hasEntries: p.entries > 0, now: new Date() });
  const locked = period ? lockedOf(period) : true;
  const status = period ? derivePeriodStatus(period.status, hasEntries) : undefined;
  const mayAddPeriods = !review && options.enablePeriodCreation;
  const maySubmit =
    !!period &&
    !review &&
    !!chart.data &&
    canSubmitForReview({
      reviewEnabled: options.review.enabled,
      locked,
      targetMet: isTargetMet(period.target, chart.data.aquired),
      isAllPeriods: allPeriods,
      cpdAudit: user?.profile.cpdAudit,
    });

  // Spec 3 §4: requests are the owner's (reviewers make none), for a period still open to them; a
  // year break needs enableCPDRequestYearBreak 'Yes'.
  const mayRequest = !review && !!period && canRequestForPeriod(period, { review: options.review, hasEntries });
  const extensionTo = mayRequest && options.review.enableExtensionRequest ? options.review.extensionRequestEmail : undefined;
  const yearBreakTo = mayRequest && user?.profile.enableCPDRequestYearBreak === 'Yes' ? options.review.yearBreakRequestEmail : undefined;

  const place = { journalId: allPeriods ? ALL_PERIODS : period?.reference, filters: filters || undefined };
  const choose = (reference: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('period', reference);
        return next;
      },
      { replace: true },
    );
  /** The entry page of an entry (in its own period, also under 'All'), or of a new entry of the chosen period. */
  const entryHref = (entry?: CpdEntry) => {
    const of = (entry && periods.find((p) => p.reference === entry.journalId)) || period;
    if (!of) return paths.list.href();
    return paths.item.href({
      journalId: of.reference,
      ...(entry ? { id: entry.reference } : { isNew: true }),
      isLocked: lockedOf(of),
      // The owner may copy an entry into a new one of the same period while it is open.
      canCopy: !review && !!entry && !lockedOf(of),
      ...(review ? { uid } : {}),
      minDate: of.start_date,
      maxDate: of.end_date,
      mode: of.target_mode,
      filters: place.filters,
    });
  };

  const confirmSubmit = async () => {
    try {
      await submit.mutateAsync({ change: 'Submitted', request: { reference: period!.reference } });
      messages.success(text('cpd.period.submitted'));
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
    setDialog(null);
  };

  return (
    <div className="lp-cpd">
      <h1>{title}</h1>
      {owner && <ReviewOwner owner={owner} />}
      <CpdTabs tabs={options.tabs} reviewUid={review ? uid : undefined} place={place} />
      <Guidance location="list" />

      <section className="lp-cpd__period" aria-labelledby="cpd-period-heading">
        <h2 id="cpd-period-heading" className="lp-visually-hidden">
          {text('cpd.period.label')}
        </h2>
        {periods.length === 0 ? (
          <p>{text('cpd.period.none')}</p>
        ) : (
          options.enablePeriodsPicker && (
            <SelectField
              id="cpd-period"
              label={text('cpd.period.label')}
              value={allPeriods ? ALL_PERIODS : period?.reference}
              onChange={(event) => choose(event.target.value)}
              options={[
                { value: ALL_PERIODS, label: text('cpd.period.all') },
                ...periods.map((p) => ({ value: p.reference, label: `${formatDay(p.start_date)} – ${formatDay(p.end_date)}` })),
              ]}
            />
          )
        )}
        {period && status && (
          <div className="lp-cpd__summary">
            <p>{text('cpd.period.status', { status: text(`cpd.status.${status}`) })}</p>
            {period.submission_date && <p>{text('cpd.period.deadline', { date: formatDay(period.submission_date) })}</p>}
            {/* The chart's caption says the progress; without the chart, one line says it in the same words. */}
            {chart.data && options.enableProgressChart && <CpdCharts data={chart.data} mode={period.target_mode} />}
            {chart.data && !options.enableProgressChart && (
              <p>
                {text(`cpd.progress.${period.target_mode}`, {
                  acquired: formatCpdAmount(period.target_mode, chart.data.aquired, formatNumber),
                  target: formatCpdAmount(period.target_mode, period.target, formatNumber),
                })}
              </p>
            )}
            {period.review_comments && !review && <p>{text('cpd.period.reviewComments', { comments: period.review_comments })}</p>}
            {locked && !review && <p className="lp-cpd__locked">{text('cpd.period.locked')}</p>}
          </div>
        )}
        <div className="lp-cpd__actions">
          {mayAddPeriods && (
            <Button type="button" variant="secondary" onClick={() => setDialog('add')}>
              {text('cpd.period.add')}
            </Button>
          )}
          {period && !review && !locked && (
            <Button type="button" variant="secondary" onClick={() => setDialog('edit')}>
              {text('cpd.period.edit')}
            </Button>
          )}
          {maySubmit && (
            <Button type="button" onClick={() => setDialog('submit')}>
              {text('cpd.period.submit')}
            </Button>
          )}
          {extensionTo && (
            <Button type="button" variant="secondary" onClick={() => setDialog('extension')}>
              {text('cpd.request.extension')}
            </Button>
          )}
          {yearBreakTo && (
            <Button type="button" variant="secondary" onClick={() => setDialog('yearBreak')}>
              {text('cpd.request.yearBreak')}
            </Button>
          )}
          {range && (
            <Button type="button" variant="secondary" onClick={() => setDialog('export')}>
              {text('cpd.export.open')}
            </Button>
          )}
          {period && !review && !locked && (
            <Link className="lp-button lp-button--primary" to={entryHref()}>
              {text('cpd.entries.add')}
            </Link>
          )}
        </div>
        {review && period && <ReviewActions key={period.reference} period={period} owner={uid} withComments={options.review.enableReviewComments} />}
      </section>

      {range &&
        (entries.isPending ? (
          <Spinner label={text(review ? 'cpd.review.loading' : 'cpd.loading')} />
        ) : (
          <EntriesTable entries={entries.data ?? []} hrefOf={entryHref} filters={filters} onFiltersChange={keepFilters} columnNames={options.listOverrides} />
        ))}

      {(dialog === 'add' || dialog === 'edit') && (
        <PeriodDialog
          period={dialog === 'edit' ? period : undefined}
          targetModes={options.periodTargetModes}
          onClose={(saved) => {
            setDialog(null);
            if (saved) choose(saved);
          }}
        />
      )}
      {dialog === 'extension' && period && extensionTo && <RequestDialog kind="extension" period={period} to={extensionTo} onClose={() => setDialog(null)} />}
      {dialog === 'yearBreak' && period && yearBreakTo && <RequestDialog kind="yearBreak" period={period} to={yearBreakTo} onClose={() => setDialog(null)} />}
      {dialog === 'export' && range && <ExportDialog range={range} mode={period?.target_mode} uid={uid} onClose={() => setDialog(null)} />}
      {dialog === 'submit' && (
        <ConfirmDialog
          title={text('cpd.period.submit')}
          message={text('cpd.period.submitConfirm')}
          confirmLabel={text('cpd.period.submit')}
          cancelLabel={text('cpd.cancel')}
          busy={submit.isPending}
          onConfirm={() => void confirmSubmit()}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
