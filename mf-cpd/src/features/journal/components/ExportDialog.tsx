import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { CpdTargetMode } from '@portal/contracts/cpd';
import { Dialog, messages } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { RadioGroupField } from '@portal/ui/fields';
import { useExportEntries } from '../api/export-entries';
import { dayOf } from '../../../lib/format';
import { cpdMessages, useText } from '../../../lib/messages';
import { ExportFormSchema, toExportRequest, type ExportForm } from '../domain/export-form';
import { journalMessages } from '../messages';
import { DialogActions } from '../../../lib/components/DialogActions';

/** The export dialog (spec 3 §2 CPD modals): the shown period's dates (or all periods') by default, PDF or ZIP, downloaded in the browser. */
export function ExportDialog({ range, mode, uid, onClose }: { range: { start_date: string; end_date: string }; mode?: CpdTargetMode | undefined; uid: string; onClose(): void }) {
  const text = useText({ ...cpdMessages, ...journalMessages });
  const exportEntries = useExportEntries();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExportForm>({ resolver: valibotResolver(ExportFormSchema), defaultValues: { from: dayOf(range.start_date), to: dayOf(range.end_date), format: 'pdf' } });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await exportEntries.mutateAsync(toExportRequest(form, uid, mode));
      onClose();
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  });

  return (
    <Dialog title={text('cpd.export.title')} size="sm" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="lp-cpd__form">
        <DateField label={text('cpd.export.from')} {...register('from')} />
        <DateField label={text('cpd.export.to')} error={errors.to ? text('cpd.export.dateInvalid') : undefined} {...register('to')} />
        <RadioGroupField
          label={text('cpd.export.format')}
          options={[
            { value: 'pdf', label: text('cpd.export.pdf') },
            { value: 'zip', label: text('cpd.export.zip') },
          ]}
          {...register('format')}
        />
        <DialogActions submitLabel={text('cpd.export.submit')} busy={exportEntries.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
