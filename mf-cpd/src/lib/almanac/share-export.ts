import { useMutation } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { ENTRIES_EXPORT_FILE_NAMES, SuccessResponseSchema, type ExportEntriesRequest, type ShareRequest } from '@portal/contracts/cpd';
import { saveBlob } from '@portal/ui/download';
import { ALMANAC } from './queries';

/** ShareEntry / SharePlan (spec 3 §7): rejects on failure (spec 3 §8). Nothing shown changes, so nothing is invalidated. */
export function useShare(kind: 'entry' | 'plan') {
  const api = useApi();
  return useMutation({
    mutationFn: (request: ShareRequest) => api.post(`${ALMANAC}/${kind === 'entry' ? 'ShareEntry' : 'SharePlan'}`, request, { schema: SuccessResponseSchema }),
  });
}

/** ExportEntries (spec 3 §7, §9): the LMS builds entriesExport.pdf or .zip; the browser downloads it. */
export function useExportEntries() {
  const api = useApi();
  return useMutation({
    mutationFn: async (request: ExportEntriesRequest) => {
      saveBlob(await api.blob(`${ALMANAC}/ExportEntries`, { method: 'POST', body: request }), ENTRIES_EXPORT_FILE_NAMES[request.format]);
    },
  });
}

/** ExportPlan (spec 3 §7): one plan, or every plan when no id is given, as a PDF. */
export function useExportPlan() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, uid }: { id?: string; uid: string }) => {
      saveBlob(await api.blob(`${ALMANAC}/ExportPlan`, { method: 'POST', body: { id: id ?? '', uid } }), id ? 'planExport.pdf' : 'plansExport.pdf');
    },
  });
}
