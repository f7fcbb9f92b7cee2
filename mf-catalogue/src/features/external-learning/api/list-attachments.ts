import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { DossierListResponseSchema, dossierPaths, elaAttachmentArea, type DossierFile } from '@portal/contracts/external-learning';
import { useSession } from '@portal/session';
import { queryKeys } from '@portal/query/keys';

/** GET /dossier/files/{scope}/content-list/{id}/external-learning-attachments[?owner=]: the item's attachments; a failure gives none. */
export async function listAttachments(api: ApiClient, scope: string, itemId: string, ownerId?: string): Promise<DossierFile[]> {
  return (await orEmpty(api.get(dossierPaths.list(scope, elaAttachmentArea(itemId), ownerId), { schema: DossierListResponseSchema }), { files: [] })).files;
}

export function attachmentsQuery(api: ApiClient, scope: string | null, itemId: string | undefined, ownerId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.externalLearning.attachments.list(scope, itemId ?? '', ownerId),
    queryFn: () => listAttachments(api, scope ?? '', itemId ?? '', ownerId),
    enabled: Boolean(scope && itemId),
  });
}

/** `ownerId` when reading someone else's (the approver). */
export function useAttachments(itemId: string | undefined, ownerId: string | undefined) {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  return useQuery(attachmentsQuery(api, scope, itemId, ownerId));
}
