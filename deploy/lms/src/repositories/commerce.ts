import { basketTotals, roundAmount, type CheckoutResponse, type Invoice, type Product } from '@portal/contracts/commerce';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { curriculaContaining } from './catalogue';
import { LmsError } from '../lib/errors';
import { tenantSettings } from './tenants';

/*
 * Commerce (spec 2 §6 "premium items need a purchase (an invoice) before use"): products by
 * sku, invoices per user and sku. The demo payment step charges nothing; a sku bought before answers
 * its existing invoice, and the unique (scope, user, sku) keeps two checkouts at once from charging twice.
 */

type InvoiceRow = {
  id: string;
  user_id: string;
  product_sku: string;
  reference: string;
  gross_amount: string | number;
  net_amount: string | number;
  currency: string;
  paid_at: Date | string;
};

function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    reference: row.reference,
    product_sku: row.product_sku,
    user_id: row.user_id,
    gross_amount: Number(row.gross_amount),
    net_amount: Number(row.net_amount),
    currency: row.currency,
    paid_at: new Date(row.paid_at).toISOString(),
  };
}

export async function findInvoice(db: Database, scope: string, userId: string, sku: string): Promise<Invoice | null> {
  const row = await db.selectFrom('store_invoices').selectAll().where('scope', '=', scope).where('user_id', '=', userId).where('product_sku', '=', sku).executeTakeFirst();
  return row ? toInvoice(row) : null;
}

export async function findProduct(db: Database, scope: string, userId: string, sku: string): Promise<Product | null> {
  const row = await db.selectFrom('store_products').selectAll().where('scope', '=', scope).where('sku', '=', sku).executeTakeFirst();
  if (!row) return null;
  return {
    sku: row.sku,
    name: row.name,
    gross_amount: Number(row.gross_amount),
    net_amount: Number(row.net_amount),
    currency: row.currency,
    invoice: await findInvoice(db, scope, userId, sku),
  };
}

export async function saveProduct(db: Database, product: { scope: string; sku: string; name: string; gross: number; net: number; currency: string }): Promise<void> {
  const values = { name: product.name, gross_amount: roundAmount(product.gross), net_amount: roundAmount(product.net), currency: product.currency };
  await db
    .insertInto('store_products')
    .values({ scope: product.scope, sku: product.sku, ...values })
    .onConflict((oc) => oc.columns(['scope', 'sku']).doUpdateSet(values))
    .execute();
}

export type CheckoutOutcome = { ok: true; value: CheckoutResponse } | { ok: false; reason: 'UnknownProduct' | 'MixedCurrencies'; sku?: string };

/** Invoices every sku for the user at today's prices (the demo payment step); those bought before keep their invoice. */
export async function checkout(db: Database, scope: string, userId: string, skus: readonly string[], payerName: string, now: Date): Promise<CheckoutOutcome> {
  const unique = [...new Set(skus)];
  return db.transaction().execute(async (trx) => {
    const products = await trx.selectFrom('store_products').selectAll().where('scope', '=', scope).where('sku', 'in', unique).execute();
    const missing = unique.find((sku) => !products.some((p) => p.sku === sku));
    if (missing) return { ok: false, reason: 'UnknownProduct', sku: missing };
    if (new Set(products.map((p) => p.currency)).size > 1) return { ok: false, reason: 'MixedCurrencies' };
    for (const product of products) {
      await trx
        .insertInto('store_invoices')
        .values({
          id: randomUUID(),
          scope,
          user_id: userId,
          product_sku: product.sku,
          reference: `INV-${randomBytes(5).toString('hex').toUpperCase()}`,
          gross_amount: product.gross_amount,
          net_amount: product.net_amount,
          currency: product.currency,
          payer_name: payerName,
          paid_at: now,
        })
        .onConflict((oc) => oc.columns(['scope', 'user_id', 'product_sku']).doNothing())
        .execute();
    }
    const rows = await trx.selectFrom('store_invoices').selectAll().where('scope', '=', scope).where('user_id', '=', userId).where('product_sku', 'in', unique).execute();
    const invoices = unique.map((sku) => toInvoice(rows.find((r) => r.product_sku === sku)!));
    const totals = basketTotals(invoices);
    return { ok: true, value: { invoices, total_gross: totals.gross, total_net: totals.net, currency: totals.currency ?? products[0]!.currency } };
  });
}

/**
 * Launch step 7 on the server (spec 2 §4, §6): with the tenant's commerce on, a premium item (or one
 * in a premium curriculum) launches only for a user holding an invoice for its sku. Answers the
 * unpaid sku, or null.
 */
export async function unpaidPremiumSku(db: Database, scope: string, userId: string, item: { id: string; definition: { sku?: string | null } }): Promise<string | null> {
  if ((await tenantSettings(db, scope)).enableCommerce !== true) return null;
  const curricula = await curriculaContaining(db, scope, item.id);
  const skus = [item.definition.sku, ...curricula.map((c) => c.definition.sku)].filter((sku): sku is string => Boolean(sku));
  for (const sku of new Set(skus)) if (!(await findInvoice(db, scope, userId, sku))) return sku;
  return null;
}

export const PREMIUM_CONTENT_UNPAID = 'PremiumContentUnpaid';

/**
 * The premium rule on every way of completing (spec 2 §6): marking complete, a task submitted, a
 * session attended, a result its content reports. 403 PremiumContentUnpaid until the user holds an
 * invoice for the item's sku (and its premium curricula's).
 */
export async function requirePaid(db: Database, scope: string, userId: string, item: { id: string; definition: { sku?: string | null } }): Promise<void> {
  if (await unpaidPremiumSku(db, scope, userId, item)) throw new LmsError(403, PREMIUM_CONTENT_UNPAID, 'premium content: buy it first');
}
