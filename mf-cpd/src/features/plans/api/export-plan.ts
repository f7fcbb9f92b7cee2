import { useMutation } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { saveBlob } from '@portal/ui/download';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** ExportPlan (spec 3 §7): one plan, or every plan when no id is given, as a PDF. */
export function useExportPlan() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, uid }: { id?: string; uid: string }) => {
      saveBlob(await api.blob(almanacPaths.exportPlan, { method: 'POST', body: { id: id ?? '', uid } }), id ? 'planExport.pdf' : 'plansExport.pdf');
    },
  });
}
