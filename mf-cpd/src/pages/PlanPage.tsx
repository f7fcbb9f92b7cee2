import '../lib/components/cpd.css';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_TARGET_MODE, type CpdPlan } from '@portal/contracts/cpd';
import { Button, messages, Spinner, TextField, useLeaveConfirmation, usePageTitle } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { SelectField, TextAreaField } from '@portal/ui/fields';
import { ErrorSummary } from '@portal/ui/error-summary';
import { useJournalAccess } from '../lib/access';
import { useCpdConfig } from '../lib/api/get-cpd-config';
import { useJournals } from '../lib/api/get-journals';
import { ConfirmDialog } from '../lib/components/ConfirmDialog';
import { Guidance } from '../lib/components/Guidance';
import { ReviewGate } from '../lib/components/ReviewGate';
import { ShareDialog } from '../lib/components/ShareDialog';
import { cpdMessages, useText } from '../lib/messages';
import { paths, readPlanParams, type ListPlace, type PlanParams } from '../paths';
import { useDelPlan } from '../features/plans/api/del-plan';
import { useExportPlan } from '../features/plans/api/export-plan';
import { usePlan } from '../features/plans/api/get-plan';
import { useSetPlan } from '../features/plans/api/set-plan';
import { invalidPlanKeys, planFormOf, toSetPlan, type PlanFormValues } from '../features/plans/domain/plan-form';
import { planMessages } from '../features/plans/messages';

/** /cpd/plan (spec 3 §2): the plan editor. Lost params return to the plans list; review is read-only. */
export default function PlanPage() {
  const [search] = useSearchParams();
  const params = readPlanParams(search);
  const access = useJournalAccess(params?.uid ? { action: 'review', uid: params.uid } : {});
  if (!params) return <Navigate to={paths.plans.href()} replace />;
  if (access.kind === 'home') return <Navigate to={paths.home.href()} replace />;
  return <ReviewGate uid={access.uid}>{() => <PlanLoader params={params} uid={access.uid} />}</ReviewGate>;
}

function PlanLoader({ params, uid }: { params: PlanParams; uid: string }) {
  const text = useText({ ...cpdMessages, ...planMessages });
  const plan = usePlan(params.id ?? '', uid);
  if (plan.isPending) return <Spinner label={text('cpd.plans.loading')} />;
  const place: ListPlace = { journalId: params.journalId, filters: params.filters };
  if (!plan.data) return <PlanNotFound listHref={uid ? paths.plansReview.href(uid, place) : paths.plans.href(place)} />;
  return <PlanEditor key={plan.data.updated_date} plan={plan.data} readOnly={uid !== ''} reviewUid={uid} place={place} />;
}

/** A plan that cannot be opened still gets a titled page and a way back to the list it came from. */
function PlanNotFound({ listHref }: { listHref: string }) {
  const text = useText({ ...cpdMessages, ...planMessages });
  const title = text('cpd.plan.notFoundTitle');
  usePageTitle(title);
  return (
    <div className="lp-cpd">
      <h1>{title}</h1>
      <p>{text('cpd.plan.notFound')}</p>
      <p>
        <Link to={listHref}>{text('cpd.plan.back')}</Link>
      </p>
    </div>
  );
}

const fieldId = (key: string) => `cpd-plan-${key}`;

function PlanEditor({ plan, readOnly, reviewUid, place }: { plan: CpdPlan; readOnly: boolean; reviewUid: string; place: ListPlace }) {
  const text = useText({ ...cpdMessages, ...planMessages });
  const navigate = useNavigate();
  const save = useSetPlan();
  const remove = useDelPlan();
  const [ask, setAsk] = useState<'delete' | 'share' | null>(null);
  const config = useCpdConfig();
  const journals = useJournals(reviewUid);
  // A plan has no unit of its own: it is shared in the target mode of the period it was opened from.
  const shareMode = journals.data?.find((period) => period.reference === place.journalId)?.target_mode ?? config.data?.periodTargetModes[0] ?? DEFAULT_TARGET_MODE;
  const exportPlan = useExportPlan();
  const listHref = reviewUid ? paths.plansReview.href(reviewUid, place) : paths.plans.href(place);

  // Spec 3 §5: number fields whose value is not numeric stop the save, each flagged.
  const resolver: Resolver<PlanFormValues> = (values) => {
    const invalid = invalidPlanKeys(plan.fields, values);
    if (invalid.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(invalid.map((key) => [key, { type: 'validate', message: 'cpd.plan.notNumeric' }])) as never };
  };
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<PlanFormValues>({ resolver, defaultValues: planFormOf(plan.fields) });

  // Spec 3 §5: leaving with unsaved changes asks first, whichever way the user goes.
  const leaving = useLeaveConfirmation(isDirty && !readOnly);

  const problemOf = (key: string) => (errors[key] ? text('cpd.plan.notNumeric') : undefined);
  const summary = plan.fields.flatMap((field) => (errors[field.key] ? [{ fieldId: fieldId(field.key), message: `${field.label}: ${text('cpd.plan.notNumeric')}` }] : []));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toSetPlan(plan.reference, plan.fields, values));
      messages.success(text('cpd.plan.saved'));
      leaving.allowLeaving();
      navigate(listHref);
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(plan.reference);
      messages.success(text('cpd.plan.deleted'));
      leaving.allowLeaving();
      navigate(listHref);
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
      setAsk(null);
    }
  };

  const download = async () => {
    try {
      await exportPlan.mutateAsync({ id: plan.reference, uid: reviewUid });
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  };

  const title = text(readOnly ? 'cpd.plan.viewTitle' : plan.reference ? 'cpd.plan.editTitle' : 'cpd.plan.newTitle');
  usePageTitle(title);

  return (
    <div className="lp-cpd">
      <h1>{title}</h1>
      <Guidance location="plan" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="lp-cpd__form" aria-label={title}>
        {isSubmitted && summary.length > 0 && <ErrorSummary title={text('L10N.GLOBAL.MESSAGES.General.Form.Validation.Failure')} errors={summary} />}
        <fieldset disabled={readOnly} className="lp-cpd__fields">
          {plan.fields.map((field) => {
            const id = fieldId(field.key);
            if (field.type === 'textarea' || field.type === 'mixed') {
              return <TextAreaField key={field.key} id={id} label={field.label} hint={field.description} error={problemOf(field.key)} {...register(field.key)} />;
            }
            if (field.type === 'choice') {
              return (
                <SelectField
                  key={field.key}
                  id={id}
                  label={field.label}
                  hint={field.description}
                  error={problemOf(field.key)}
                  options={field.data?.values ?? []}
                  {...register(field.key)}
                />
              );
            }
            if (field.type === 'date') {
              return <DateField key={field.key} id={id} label={field.label} hint={field.description} error={problemOf(field.key)} {...register(field.key)} />;
            }
            return (
              <TextField
                key={field.key}
                id={id}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                label={field.label}
                hint={field.description}
                error={problemOf(field.key)}
                {...register(field.key)}
              />
            );
          })}
        </fieldset>
        <div className="lp-cpd__actions">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending}>
              {text('cpd.plan.save')}
            </Button>
          )}
          {!readOnly && plan.reference && (
            <Button type="button" variant="secondary" onClick={() => setAsk('delete')}>
              {text('cpd.plan.delete')}
            </Button>
          )}
          {plan.reference && (
            <Button type="button" variant="secondary" disabled={exportPlan.isPending} onClick={() => void download()}>
              {text('cpd.plan.export')}
            </Button>
          )}
          {!readOnly && plan.reference && config.data?.enableSharing && (
            <Button type="button" variant="secondary" onClick={() => setAsk('share')}>
              {text('cpd.share.open')}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => leaving.leaveWith(() => navigate(listHref))}>
            {text('cpd.plan.back')}
          </Button>
        </div>
      </form>
      {ask === 'delete' && (
        <ConfirmDialog
          title={text('cpd.plan.delete')}
          message={text('cpd.plan.deleteConfirm')}
          confirmLabel={text('cpd.plan.delete')}
          cancelLabel={text('cpd.cancel')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask === 'share' && <ShareDialog kind="plan" id={plan.reference} mode={shareMode} onClose={() => setAsk(null)} />}
      {leaving.asking && (
        <ConfirmDialog
          title={text('cpd.plan.unsavedTitle')}
          message={text('cpd.plan.unsavedConfirm')}
          confirmLabel={text('cpd.plan.leave')}
          cancelLabel={text('cpd.cancel')}
          onConfirm={leaving.leave}
          onCancel={leaving.stay}
        />
      )}
    </div>
  );
}
