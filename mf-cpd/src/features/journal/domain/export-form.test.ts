import * as v from 'valibot';
import { ExportFormSchema, toExportRequest } from './export-form';

describe('the export dialog (spec 3 §5, §7)', () => {
  it('needs two valid dates, the first not after the second', () => {
    expect(v.safeParse(ExportFormSchema, { from: '2026-01-01', to: '2026-12-31', format: 'zip' }).success).toBe(true);
    expect(v.safeParse(ExportFormSchema, { from: '2026-02-01', to: '2026-01-01', format: 'pdf' }).issues?.[0]?.message).toBe('cpd.export.dateInvalid');
    expect(v.safeParse(ExportFormSchema, { from: '', to: '2026-01-01', format: 'pdf' }).issues?.[0]?.message).toBe('cpd.export.dateInvalid');
    expect(v.safeParse(ExportFormSchema, { from: '2026-01-01', to: '2026-01-02', format: 'docx' }).success).toBe(false);
  });

  it('sends the days as start and end of day UTC', () => {
    expect(toExportRequest({ from: '2026-01-01', to: '2026-03-31', format: 'pdf' }, '', 'credits')).toEqual({
      uid: '',
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-03-31T23:59:59.999Z',
      format: 'pdf',
      mode: 'credits',
    });
  });
});
