import type { CheckoutResponse } from '@portal/contracts/commerce';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { checkout } from '../repositories/commerce';
import { tenantSettings } from '../repositories/tenants';

/*
 * The store (spec 2 §6, §7): only where the tenant's enableCommerce is on; a checkout buys known
 * products of one currency.
 */

/** What the store calls refuse, with their statuses (routes/README.md, store). */
export const COMMERCE_REFUSALS = {
  UnknownProduct: 400,
  MixedCurrencies: 400,
  CommerceDisabled: 404,
} as const;
const refuse = refusals(COMMERCE_REFUSALS);

/** The store answers only where the tenant turned commerce on. */
export async function assertCommerceOn(db: Database, scope: string): Promise<void> {
  if ((await tenantSettings(db, scope)).enableCommerce !== true) throw refuse('CommerceDisabled');
}

/** The user buys the products named (the demo checkout): each known, all in one currency. */
export async function buy(db: Database, user: UserRow, skus: readonly string[], cardholderName: string, now = new Date()): Promise<CheckoutResponse> {
  const outcome = await checkout(db, user.scope, user.id, skus, cardholderName, now);
  if (!outcome.ok) throw refuse(outcome.reason, outcome.sku ? `skus: unknown product ${outcome.sku}` : 'skus: products in more than one currency');
  return outcome.value;
}
