import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Commerce and offline content (spec 2 §3 Basket and Product, Offline item payload; §7
 * /store and /authr/proxy/gobetween). Products are priced per tenant by sku; an invoice records one
 * user's purchase of one sku (unique, so a repeated checkout never charges twice). Offline items are
 * what each user keeps in the offline app; the blacklist is what the organisation keeps out of it.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_products')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gross_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('net_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_products_pk', ['scope', 'sku'])
    .addCheckConstraint('store_products_amounts', sql`gross_amount >= 0 and net_amount >= 0 and net_amount <= gross_amount`)
    .execute();

  await db.schema
    .createTable('store_invoices')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_sku', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('gross_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('net_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('store_invoices_once', ['scope', 'user_id', 'product_sku'])
    .addForeignKeyConstraint('store_invoices_product_fk', ['scope', 'product_sku'], 'store_products', ['scope', 'sku'], (fk) => fk.onDelete('restrict'))
    .execute();

  await db.schema
    .createTable('offline_items')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('offline_items_pk', ['user_id', 'item_id'])
    .addForeignKeyConstraint('offline_items_item_fk', ['scope', 'item_id'], 'catalogue_items', ['scope', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('offline_blacklist')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull().references('tenants.scope').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offline_blacklist_pk', ['scope', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['offline_blacklist', 'offline_items', 'store_invoices', 'store_products']) await db.schema.dropTable(table).ifExists().execute();
}
