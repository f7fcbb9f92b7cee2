import { ITEMS, namedItem } from '@portal/contracts';
import { offlineFeatureOn } from '@portal/contracts/offline';
import { useSession } from '@portal/session';

/** Features.OfflineContent (spec 2 §1): a named item, on only when 'true'. */
export function useOfflineEnabled(): boolean {
  return useSession((state) => (state.settings ? offlineFeatureOn(namedItem(state.settings, ITEMS.offlineContent)) : false));
}
