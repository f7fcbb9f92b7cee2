import '../lib/components/cpd.css';
import { useMemo } from 'react';
import { useUserConfig } from '@portal/session';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { compareText } from '@portal/i18n';
import type { CpdPlanSummary, ReviewProfile } from '@portal/contracts/cpd';
import { Button, messages, Spinner, usePageTitle } from '@portal/ui';
import { Table, type TableColumn } from '@portal/ui/table';
import { useJournalAccess } from '../lib/access';
import { useCpdConfig } from '../lib/api/get-cpd-config';
import { CpdTabs } from '../lib/components/CpdTabs';
import { Guidance } from '../lib/components/Guidance';
import { LoadFailure } from '../lib/components/LoadFailure';
import { ReviewGate, ReviewOwner } from '../lib/components/ReviewGate';
import { formatDay } from '../lib/format';
import { cpdMessages, useText } from '../lib/messages';
import { paths, readListPlace } from '../paths';
import { useExportPlan } from '../features/plans/api/export-plan';
import { usePlans } from '../features/plans/api/get-plans';
import { DEFAULT_PLAN_SORT, PLAN_COLUMNS, isPlanSort, nextPlanSort, sortPlans, type PlanColumn } from '../features/plans/domain/plans-list';
import { planMessages } from '../features/plans/messages';

/** /cpd/plans and /cpd/plans/review/{uid} (spec 3 §2): the plans tab, sortable, with add and open. */
export default function PlansPage() {
  const access = useJournalAccess(useParams());
  if (access.kind === 'home') return <Navigate to={paths.home.href()} replace />;
  return <ReviewGate uid={access.uid}>{(owner) => <PlansView uid={access.uid} owner={owner} />}</ReviewGate>;
}

/** `owner`: whose plans a reviewer reads; none for one's own. */
function PlansView({ uid, owner }: { uid: string; owner: ReviewProfile | undefined }) {
  const review = owner !== undefined;
  const text = useText({ ...cpdMessages, ...planMessages });
  const config = useCpdConfig();
  const plans = usePlans(uid);
  // The period and the entries list's filters it was reached with, handed on to each plan and back (spec 3 §2).
  const [search] = useSearchParams();
  const place = readListPlace(search);
  // The user's chosen sort is remembered for them (userConfig); the spec's default until they choose.
  const [sort, setSort] = useUserConfig('cpd.plans.sort', isPlanSort, DEFAULT_PLAN_SORT);
  const exportPlans = useExportPlan();
  const exportAll = async () => {
    try {
      await exportPlans.mutateAsync({ uid });
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  };
  // On a phone each plan becomes a block led by its title, its dates each a line after their column's name.
  const cellOf: Record<PlanColumn, Pick<TableColumn<CpdPlanSummary>, 'cell' | 'rowHeader'>> = {
    title: {
      rowHeader: true,
      cell: (plan) => <Link to={paths.plan.href({ id: plan.reference, ...(review ? { isReview: true, uid } : {}), ...place })}>{plan.title || plan.reference}</Link>,
    },
    start_date: { cell: (plan) => <span className="lp-cpd__date">{formatDay(plan.start_date)}</span> },
    end_date: { cell: (plan) => <span className="lp-cpd__date">{formatDay(plan.end_date)}</span> },
  };
  const rows = useMemo(() => sortPlans(plans.data ?? [], sort, compareText), [plans.data, sort]);
  const title = owner ? text('cpd.review.of', { name: owner.displayName }) : text('cpd.title');
  usePageTitle(title);

  return (
    <div className="lp-cpd">
      <h1>{title}</h1>
      {owner && <ReviewOwner owner={owner} />}
      {config.data && <CpdTabs tabs={config.data.tabs} reviewUid={review ? uid : undefined} place={place} />}
      <Guidance location="plans" />
      <div className="lp-cpd__actions">
        {!review && (
          <Link className="lp-button lp-button--primary" to={paths.plan.href({ isNew: true, ...place })}>
            {text('cpd.plans.add')}
          </Link>
        )}
        {rows.length > 0 && (
          <Button type="button" variant="secondary" disabled={exportPlans.isPending} onClick={() => void exportAll()}>
            {text('cpd.plans.exportAll')}
          </Button>
        )}
      </div>
      {plans.isPending ? (
        <Spinner label={text('cpd.plans.loading')} />
      ) : !plans.data ? (
        // A failed read is said as such, not as "No plans yet."
        <LoadFailure busy={plans.isFetching} onRetry={() => void plans.refetch()} />
      ) : (
        <>
          <Table<CpdPlanSummary>
            caption={text('cpd.plans.caption')}
            captionHidden
            className="lp-cpd__table"
            rows={rows}
            rowKey={(plan) => plan.reference}
            sort={sort}
            onSort={(key) => setSort(nextPlanSort(sort, key as PlanColumn))}
            sortLabel={text('cpd.sortBy')}
            columns={PLAN_COLUMNS.map(({ key, width }) => ({ key, width, header: text(`cpd.plans.column.${key}`), ...cellOf[key] }))}
          />
          {rows.length === 0 && <p>{text('cpd.plans.empty')}</p>}
        </>
      )}
    </div>
  );
}
