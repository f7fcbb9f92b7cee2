import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OfflineBlacklistSchema, OfflineItemListSchema, offlineFeatureOn, offlinePaths, type OfflineItemList, type OfflineItemPayload } from '@portal/contracts/offline';
import { ITEMS, namedItem } from '@portal/contracts';
import { useApi } from '@portal/api-client';
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

/** GET /org/qrcode/{scope} (an image blob) as an object URL, revoked when no longer shown. */
export function useOfflineQrCode(open: boolean): { url: string | undefined; failed: boolean } {
  const api = useApi();
  const scope = useSession((state) => state.scope) ?? '';
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!open) return;
    let url: string | undefined;
    let cancelled = false;
    api.blob(offlinePaths.qrCode(scope)).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (cancelled) URL.revokeObjectURL(url);
        else setState({ url, failed: false });
      },
      () => !cancelled && setState({ failed: true }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, scope, open]);
  return { url: state.url, failed: state.failed };
}
