import * as v from 'valibot';
import { endOfDayUtc, isValidDateRange, startOfDayUtc, type CpdExportFormat, type ExportEntriesRequest } from '@portal/contracts/cpd';

/** The export dialog (spec 3 §5): both dates valid and the start not after the end; PDF or ZIP. */
export const ExportFormSchema = v.pipe(
  v.object({ from: v.string(), to: v.string(), format: v.picklist(['pdf', 'zip']) }),
  v.forward(
    v.check((form) => isValidDateRange(form.from, form.to), 'cpd.export.dateInvalid'),
    ['to'],
  ),
);
export type ExportForm = v.InferOutput<typeof ExportFormSchema>;

/** ExportEntries' payload: the days as start-of-day and end-of-day UTC (spec 3 §7). */
export function toExportRequest(form: { from: string; to: string; format: CpdExportFormat }, uid: string, mode: ExportEntriesRequest['mode']): ExportEntriesRequest {
  return { uid, start: startOfDayUtc(form.from), end: endOfDayUtc(form.to), format: form.format, ...(mode ? { mode } : {}) };
}
