import * as v from 'valibot';
import { IsoDateSchema } from './common';

/*
 * Commerce (spec 2 §3 Basket and Product, §4 launch step 7, §5, §6, §7 /store, §9): premium items
 * carry a sku; a learner buys them (an invoice) before using them. The basket is the comma-separated
 * sku list kept in the browser's session store. Schemas shared by mf-catalogue and the reference LMS.
 */

const Sku = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'at most 64 characters'), v.regex(/^[^,\s]+$/, 'no commas or spaces'));
const IsoDate = IsoDateSchema;
/** An amount in the currency's major unit, rounded to two decimals by the LMS. */
const Amount = v.pipe(v.number(), v.minValue(0));

export const InvoiceSchema = v.object({
  id: v.string(),
  reference: v.string(),
  product_sku: v.string(),
  user_id: v.string(),
  gross_amount: Amount,
  net_amount: Amount,
  currency: v.string(),
  paid_at: IsoDate,
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const ProductSchema = v.object({
  sku: v.string(),
  name: v.string(),
  gross_amount: Amount,
  net_amount: Amount,
  /** ISO 4217. */
  currency: v.string(),
  /** The caller's invoice when they bought it, else null. */
  invoice: v.nullable(InvoiceSchema),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** POST /store/product/find */
export const ProductFindRequestSchema = v.object({ sku: Sku });
export type ProductFindRequest = v.InferOutput<typeof ProductFindRequestSchema>;
export const ProductFindResponseSchema = v.object({ product: v.nullable(ProductSchema) });
export type ProductFindResponse = v.InferOutput<typeof ProductFindResponseSchema>;

/** POST /store/invoice/find: the premium-content check (an invoice when bought). */
export const InvoiceFindRequestSchema = v.object({ product_sku: Sku, user_id: v.pipe(v.string(), v.nonEmpty('required')) });
export type InvoiceFindRequest = v.InferOutput<typeof InvoiceFindRequestSchema>;
export const InvoiceFindResponseSchema = v.object({ invoice: v.nullable(InvoiceSchema) });
export type InvoiceFindResponse = v.InferOutput<typeof InvoiceFindResponseSchema>;

/** The demo payment step: no card is asked for or charged (decision 0009). */
export const CheckoutRequestSchema = v.object({
  skus: v.pipe(v.array(Sku), v.minLength(1, 'the basket is empty'), v.maxLength(50, 'at most 50 items')),
  cardholderName: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the name of the person paying'), v.maxLength(100, 'at most 100 characters')),
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;
/** POST /store/checkout: one invoice per sku; a sku bought before answers its existing invoice (never charged twice). */
export const CheckoutResponseSchema = v.object({ invoices: v.array(InvoiceSchema), total_gross: Amount, total_net: Amount, currency: v.string() });
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

export const commercePaths = {
  productFind: () => '/store/product/find',
  invoiceFind: () => '/store/invoice/find',
  checkout: () => '/store/checkout',
} as const;

/** Spec 2 §9: the basket is a comma-separated sku list. Empty parts and repeats are dropped. */
export function parseBasket(stored: string | null | undefined): string[] {
  const skus: string[] = [];
  for (const part of (stored ?? '').split(',')) {
    const sku = part.trim();
    if (sku && !skus.includes(sku)) skus.push(sku);
  }
  return skus;
}

/** Spec 2 §5: adding a sku already in the basket is ignored. */
export function addToBasket(stored: string | null | undefined, sku: string): string {
  const skus = parseBasket(stored);
  const clean = sku.trim();
  if (clean && !skus.includes(clean)) skus.push(clean);
  return skus.join(',');
}

export function removeFromBasket(stored: string | null | undefined, sku: string): string {
  return parseBasket(stored)
    .filter((s) => s !== sku.trim())
    .join(',');
}

/** Rounds to two decimals (half away from zero, in cents, so 1.005 is 1.01). */
export function roundAmount(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100)) / 100;
}

/** Spec 2 §9: gross and net amounts shown with two decimals, in the user's language and the product's currency. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roundAmount(amount));
}

/** Totals of a basket's products (two decimals); products of the first one's currency only. */
export function basketTotals(products: readonly Pick<Product, 'gross_amount' | 'net_amount' | 'currency'>[]): { gross: number; net: number; currency: string | null } {
  const currency = products[0]?.currency ?? null;
  let gross = 0;
  let net = 0;
  for (const p of products) {
    if (p.currency !== currency) continue;
    gross += Math.round(p.gross_amount * 100);
    net += Math.round(p.net_amount * 100);
  }
  return { gross: gross / 100, net: net / 100, currency };
}

/** Net from gross at a VAT rate in percent, rounded to two decimals (the LMS's demo prices). */
export function netFromGross(gross: number, vatPercent: number): number {
  return roundAmount(gross / (1 + vatPercent / 100));
}
