import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OfflineBlacklistSchema, OfflineItemListSchema, offlineFeatureOn, offlinePaths, type OfflineItemList, type OfflineItemPayload } from '@portal/contracts/offline';
import { ITEMS, namedItem } from '@portal/contracts';
import { useApi, type ApiClient } from '@portal/api-client';
import { useSession } from '@portal/session';

/** Features.OfflineContent (spec 2 §1): a named item, on only when 'true'. */
export function useOfflineEnabled(): boolean {
  return useSession((state) => (state.settings ? offlineFeatureOn(namedItem(state.settings, ITEMS.offlineContent)) : false));
}

const key = (userId: string | undefined) => ['offline', userId] as const;

/** The learner's offline list and the organisation's blacklist (GET /item/list, /org/item/list). */
export function useOfflineLists() {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  const enabled = useOfflineEnabled() && Boolean(userId);
  const items = useQuery(
    queryOptions({
      queryKey: [...key(userId), 'items'] as const,
      queryFn: (): Promise<OfflineItemList> => api.get(offlinePaths.items(), { schema: OfflineItemListSchema }),
      enabled,
    }),
  );
  const blacklist = useQuery(
    queryOptions({ queryKey: [...key(userId), 'blacklist'] as const, queryFn: () => api.get(offlinePaths.blacklist(), { schema: OfflineBlacklistSchema }), enabled }),
  );
  return { items, blacklist };
}

/** POST /item with the offline payload, DELETE /item/{id}; the list is read again afterwards. */
export function useOfflineChange() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ add, payload }: { add: boolean; payload: OfflineItemPayload }) =>
      add ? api.post(offlinePaths.add(), payload) : api.delete(offlinePaths.remove(payload.reference)),
    onSettled: () => client.invalidateQueries({ queryKey: ['offline'] }),
  });
}

/** GET /org/qrcode/{scope}: the onboarding QR code, an image blob (spec 2 §7). */
export function offlineQrCodeQuery(api: ApiClient, scope: string, userId: string | undefined) {
  return queryOptions({ queryKey: [...key(userId), 'qrcode', scope] as const, queryFn: () => api.blob(offlinePaths.qrCode(scope)) });
}

/** The QR code as an object URL while `open`, revoked when it changes or is no longer shown. */
export function useOfflineQrCode(open: boolean): { url: string | undefined; failed: boolean } {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id);
  const qr = useQuery({ ...offlineQrCodeQuery(api, scope, userId), enabled: open && Boolean(userId) });
  const [url, setUrl] = useState<string | undefined>();
  // Not a fetch: the blob comes from the query; this only gives it an address the <img> can show.
  useEffect(() => {
    if (!qr.data) return undefined;
    const address = URL.createObjectURL(qr.data);
    setUrl(address);
    return () => {
      URL.revokeObjectURL(address);
      setUrl(undefined);
    };
  }, [qr.data]);
  return { url, failed: qr.isError };
}
