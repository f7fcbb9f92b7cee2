import { ITEMS } from '@portal/contracts';
import { netFromGross } from '@portal/contracts/commerce';
import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';
import { bumpCatalogueVersion } from '../repositories/catalogue';
import { saveProduct } from '../repositories/commerce';

/*
 * Demo commerce and offline content: the demo tenant has enableCommerce on with three
 * premium items (sku and price, 20% VAT), and Features.OfflineContent on with offline-enabled files
 * and a SCORM course; one offline-enabled file is on the organisation's blacklist.
 */

const VAT_PERCENT = 20;

export const DEMO_PRODUCTS: readonly { itemId: string; sku: string; gross: number }[] = [
  { itemId: 'demo-premium', sku: 'DEMO-MASTERCLASS', gross: 95 },
  { itemId: 'demo-coaching-basics', sku: 'DEMO-COACHING', gross: 40 },
  { itemId: 'demo-excel', sku: 'DEMO-SPREADSHEETS', gross: 25 },
];

/** Offline-enabled items (files and a SCORM course), and the one kept out of the offline app. */
export const DEMO_OFFLINE_ITEMS = ['demo-pdf', 'demo-fire-plan', 'demo-ehr-guide', 'demo-course', 'demo-isolation-poster'] as const;
export const DEMO_OFFLINE_BLACKLIST = ['demo-isolation-poster'] as const;

/** Seeds once per tenant (also into a demo database seeded earlier): while the tenant has no products. */
export async function seedDemoCommerce(db: Database, scope = 'demo'): Promise<void> {
  const existing = await db.selectFrom('store_products').select('sku').where('scope', '=', scope).executeTakeFirst();
  if (existing) return;
  const items = await db.selectFrom('catalogue_items').select(['id', 'name']).where('scope', '=', scope).execute();
  const names = new Map(items.map((i) => [i.id, i.name]));

  for (const product of DEMO_PRODUCTS) {
    const name = names.get(product.itemId);
    if (!name) continue;
    await saveProduct(db, { scope, sku: product.sku, name, gross: product.gross, net: netFromGross(product.gross, VAT_PERCENT), currency: 'GBP' });
    await db
      .updateTable('catalogue_items')
      .set({ definition: sql`definition || ${json({ sku: product.sku })}::jsonb`, modified_on: new Date() })
      .where('scope', '=', scope)
      .where('id', '=', product.itemId)
      .execute();
  }
  const offline = DEMO_OFFLINE_ITEMS.filter((id) => names.has(id));
  if (offline.length > 0) {
    await db
      .updateTable('catalogue_items')
      .set({ definition: sql`definition || ${json({ isOfflineAvailabilityEnabled: true })}::jsonb` })
      .where('scope', '=', scope)
      .where('id', 'in', offline)
      .execute();
  }
  const blacklisted = DEMO_OFFLINE_BLACKLIST.filter((id) => names.has(id));
  if (blacklisted.length > 0) {
    await db
      .insertInto('offline_blacklist')
      .values(blacklisted.map((item_id) => ({ scope, item_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  // The tenant's switches: enableCommerce in the settings, Features.OfflineContent as a named item.
  await db
    .updateTable('settings')
    .set({ json: sql`json || ${json({ enableCommerce: true })}::jsonb` })
    .where('scope', '=', scope)
    .execute();
  await db.deleteFrom('named_items').where('scope', '=', scope).where('name', '=', ITEMS.offlineContent).execute();
  await db.insertInto('named_items').values({ scope, name: ITEMS.offlineContent, value: 'true' }).execute();
  await bumpCatalogueVersion(db, scope);
}
