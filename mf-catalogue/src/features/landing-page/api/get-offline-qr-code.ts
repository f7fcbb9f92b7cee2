import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { offlinePaths } from '@portal/contracts/offline';
import { queryKeys } from '@portal/query/keys';
import { useSession } from '@portal/session';

/** GET /org/qrcode/{scope} (spec 2 §7): the onboarding QR code, an image blob. */
export function getOfflineQrCode(api: ApiClient, scope: string): Promise<Blob> {
  return api.blob(offlinePaths.qrCode(scope));
}

export function offlineQrCodeQuery(api: ApiClient, scope: string, userId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.offline.qrCode(userId, scope), queryFn: () => getOfflineQrCode(api, scope) });
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
