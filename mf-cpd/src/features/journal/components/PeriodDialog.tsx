import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { CpdPeriod, CpdTargetMode } from '@portal/contracts/cpd';
import { Dialog, messages, TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { SelectField } from '@portal/ui/fields';
import { ErrorSummary } from '@portal/ui/error-summary';
import { cpdMessages, useText } from '../../../lib/messages';
import { useSetJournal } from '../api/set-journal';
import { PeriodFormSchema, periodFormOf, toSetJournal, type PeriodForm } from '../domain/period-form';
import { journalMessages, type JournalMessageKey } from '../messages';
import { DialogActions } from '../../../lib/components/DialogActions';

export interface PeriodDialogProps {
  /** The period to edit; none adds one. */
  period?: CpdPeriod | undefined;
  targetModes: readonly CpdTargetMode[];
  onClose(saved?: string): void;
}

const FIELD_IDS: Record<keyof PeriodForm, string> = {
  start: 'cpd-period-start',
  end: 'cpd-period-end',
  target_mode: 'cpd-period-mode',
  target: 'cpd-period-target',
  hours: 'cpd-period-hours',
  minutes: 'cpd-period-minutes',
};

/** The period add/edit dialog (spec 3 §2 CPD modals, §5 period dialog). */
export function PeriodDialog({ period, targetModes, onClose }: PeriodDialogProps) {
  const text = useText({ ...cpdMessages, ...journalMessages });
  const save = useSetJournal();
  // criteriaMode 'all': the resolver then checks every rule of the form (it stops at the first
  // failing one otherwise), so a bad date range and a bad target are reported together (spec 3 §5).
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<PeriodForm>({ resolver: valibotResolver(PeriodFormSchema), criteriaMode: 'all', defaultValues: periodFormOf(period, targetModes[0] ?? 'credits') });
  const mode = watch('target_mode');
  const problem = (field: keyof PeriodForm) => {
    const message = errors[field]?.message;
    return message ? text(message as JournalMessageKey) : undefined;
  };
  const summary = (Object.keys(FIELD_IDS) as (keyof PeriodForm)[]).flatMap((field) => {
    const message = problem(field);
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const reference = await save.mutateAsync(toSetJournal(form, period?.reference, period?.submission_date ?? null));
      messages.success(text('cpd.periodDialog.saved'));
      onClose(reference);
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  });

  return (
    <Dialog title={text(period ? 'cpd.periodDialog.editTitle' : 'cpd.periodDialog.addTitle')} onClose={() => onClose()}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="lp-cpd__form">
        {isSubmitted && summary.length > 0 && <ErrorSummary title={text('L10N.GLOBAL.MESSAGES.General.Form.Validation.Failure')} errors={summary} />}
        <DateField id={FIELD_IDS.start} label={text('cpd.periodDialog.start')} error={problem('start')} {...register('start')} />
        <DateField id={FIELD_IDS.end} label={text('cpd.periodDialog.end')} error={problem('end')} {...register('end')} />
        {targetModes.length > 1 && (
          <SelectField
            id={FIELD_IDS.target_mode}
            label={text('cpd.periodDialog.targetMode')}
            options={targetModes.map((targetMode) => ({ value: targetMode, label: text(`cpd.targetMode.${targetMode}`) }))}
            {...register('target_mode')}
          />
        )}
        {mode === 'time' ? (
          <>
            <TextField id={FIELD_IDS.hours} inputMode="numeric" label={text('cpd.periodDialog.targetHours')} error={problem('hours')} {...register('hours')} />
            <TextField id={FIELD_IDS.minutes} inputMode="numeric" label={text('cpd.periodDialog.targetMinutes')} error={problem('minutes')} {...register('minutes')} />
          </>
        ) : (
          <TextField id={FIELD_IDS.target} inputMode="decimal" label={text('cpd.periodDialog.target')} error={problem('target')} {...register('target')} />
        )}
        <DialogActions submitLabel={text('cpd.save')} busy={save.isPending} onCancel={() => onClose()} />
      </form>
    </Dialog>
  );
}
