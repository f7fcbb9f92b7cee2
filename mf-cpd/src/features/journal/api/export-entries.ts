import { useMutation } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { ENTRIES_EXPORT_FILE_NAMES, type ExportEntriesRequest } from '@portal/contracts/cpd';
import { saveBlob } from '@portal/ui/download';
import { almanacPaths } from '../../../lib/api/almanac-paths';

/** ExportEntries (spec 3 §7, §9): the LMS builds entriesExport.pdf or .zip; the browser downloads it. */
export function useExportEntries() {
  const api = useApi();
  return useMutation({
    mutationFn: async (request: ExportEntriesRequest) => {
      saveBlob(await api.blob(almanacPaths.exportEntries, { method: 'POST', body: request }), ENTRIES_EXPORT_FILE_NAMES[request.format]);
    },
  });
}
