import type { OfflineItemList, OfflineItemPayload } from '@portal/contracts/offline';
import type { Database } from '../db';
import { json } from '../db/json';

/* Offline content (spec 2 §7 /authr/proxy/gobetween): each user's offline list and the tenant's blacklist. */

export async function offlineBlacklist(db: Database, scope: string): Promise<string[]> {
  return (await db.selectFrom('offline_blacklist').select('item_id').where('scope', '=', scope).orderBy('item_id').execute()).map((r) => r.item_id);
}

export async function offlineItems(db: Database, scope: string, userId: string): Promise<OfflineItemList> {
  const rows = await db
    .selectFrom('offline_items')
    .select(['payload', 'added_at'])
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('item_id')
    .execute();
  return rows.map((r) => ({ ...(r.payload as unknown as OfflineItemPayload), added_at: new Date(r.added_at).toISOString() }));
}

/** Adds (or refreshes) an item in the user's offline list. */
export async function addOfflineItem(db: Database, scope: string, userId: string, payload: OfflineItemPayload): Promise<void> {
  await db
    .insertInto('offline_items')
    .values({ user_id: userId, scope, item_id: payload.reference, payload: json(payload) })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ payload: json(payload) }))
    .execute();
}

/** Answers whether the item was in the list. */
export async function removeOfflineItem(db: Database, scope: string, userId: string, itemId: string): Promise<boolean> {
  const result = await db.deleteFrom('offline_items').where('scope', '=', scope).where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
