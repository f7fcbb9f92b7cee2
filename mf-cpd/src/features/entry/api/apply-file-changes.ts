import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import { queryKeys } from '@portal/query/keys';
import { deleteEvidence } from './delete-evidence';
import { uploadEvidence } from './upload-evidence';

/** The pending file changes of one entry, applied after the entry is saved: removals first, then uploads. */
export function useApplyFileChanges() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, remove, add }: { entryId: string; remove: readonly string[]; add: readonly { field: string; file: File }[] }) => {
      for (const id of remove) await deleteEvidence(api, entryId, id);
      for (const { field, file } of add) await uploadEvidence(api, entryId, field, file);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cpd.all }),
  });
}
