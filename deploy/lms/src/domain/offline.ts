import { ITEMS } from '@portal/contracts';
import { offlineFeatureOn, type OfflineItemPayload, qualifiesForOffline } from '@portal/contracts/offline';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { findItem } from '../repositories/catalogue';
import { addOfflineItem, offlineBlacklist, removeOfflineItem } from '../repositories/offline';
import { tenantNamedItems } from '../repositories/tenants';
import { itemValue } from './named-items';

/*
 * Offline content (spec 2 §5, §7 "Offline content"): only where the tenant's Features.OfflineContent
 * is 'true'; an item is kept offline only if it qualifies, and the payload stored is built from the
 * catalogue, so a client cannot plant another item's content.
 */

/** What the offline calls refuse, with their statuses (routes/README.md, authr gobetween). */
export const OFFLINE_REFUSALS = {
  NotAvailableOffline: 400,
  ItemNotFound: 404,
  OfflineContentDisabled: 404,
} as const;
const refuse = refusals(OFFLINE_REFUSALS);

/** The offline calls answer only where the tenant turned offline content on. */
export async function assertOfflineOn(db: Database, scope: string): Promise<void> {
  if (!offlineFeatureOn(itemValue(await tenantNamedItems(db, scope), ITEMS.offlineContent))) throw refuse('OfflineContentDisabled');
}

/** Keeps a catalogue item offline for the user, if it qualifies; the payload is the catalogue's, `launch_path` only a fallback. */
export async function keepOffline(db: Database, user: UserRow, sent: Pick<OfflineItemPayload, 'reference' | 'launch_path'>): Promise<OfflineItemPayload> {
  const item = await findItem(db, user.scope, sent.reference);
  if (!item) throw refuse('ItemNotFound');
  const blacklist = await offlineBlacklist(db, user.scope);
  const d = item.definition;
  if (!qualifiesForOffline({ Id: item.id, Type: d.Type, isOfflineAvailabilityEnabled: d.isOfflineAvailabilityEnabled }, true, blacklist)) {
    throw refuse('NotAvailableOffline', 'This item cannot be kept offline');
  }
  const payload: OfflineItemPayload = {
    reference: item.id,
    title: item.name,
    description: d.Description ?? '',
    thumbnail: d.ThumbnailUrl ?? null,
    launch_path: d.LaunchPath ?? sent.launch_path,
    file_size: d.FileSize ?? null,
    file_name: d.OriginalFilename ?? null,
    display_type: d.DisplayType ?? d.FriendlyType ?? item.type,
    item_type: d.Type as OfflineItemPayload['item_type'],
    activity_id: d.ActivityId ?? null,
  };
  await addOfflineItem(db, user.scope, user.id, payload);
  return payload;
}

/** Removes one of the user's offline items; one they do not keep is not found. */
export async function removeFromOffline(db: Database, user: UserRow, reference: string): Promise<void> {
  if (!(await removeOfflineItem(db, user.scope, user.id, reference))) throw refuse('ItemNotFound');
}
