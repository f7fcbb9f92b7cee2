import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckoutResponseSchema,
  InvoiceFindResponseSchema,
  ProductFindResponseSchema,
  commercePaths,
  type CheckoutRequest,
  type CheckoutResponse,
  type Product,
} from '@portal/contracts/commerce';
import { useApi, type ApiClient } from '@portal/api-client';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { queryKeys } from '@portal/query/keys';
import { featureEnabled, useSession } from '@portal/session';
import { premiumSkus, unpaidPremium } from '../premium';

/** POST /store/product/find (spec 2 §7): the product and, when bought, the caller's invoice; null when there is none. */
export async function findProduct(api: ApiClient, sku: string): Promise<Product | null> {
  return (await api.post(commercePaths.productFind(), { sku }, { schema: ProductFindResponseSchema })).product;
}

export function productQuery(api: ApiClient, userId: string | undefined, sku: string) {
  return queryOptions({ queryKey: queryKeys.store.product(userId, sku), queryFn: () => findProduct(api, sku), enabled: Boolean(userId && sku) });
}

/** Commerce is on for the tenant (enableCommerce). */
export function useCommerceEnabled(): boolean {
  return useSession((state) => featureEnabled(state.settings, 'commerce'));
}

export function useProduct(sku: string | null | undefined) {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  const enabled = useCommerceEnabled();
  return useQuery({ ...productQuery(api, userId, sku ?? ''), enabled: enabled && Boolean(userId && sku) });
}

export function useProducts(skus: readonly string[]) {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  return useQueries({ queries: skus.map((sku) => productQuery(api, userId, sku)) });
}

/**
 * The premium-content check of launch step 7 (spec 2 §4, §7 POST /store/invoice/find): the skus
 * the user has an invoice for. Throws when a check fails (the caller shows General.Failure).
 */
export async function paidSkus(api: ApiClient, userId: string, skus: readonly string[]): Promise<Set<string>> {
  const answers = await Promise.all(
    [...new Set(skus)].map(async (sku) => ({
      sku,
      invoice: (await api.post(commercePaths.invoiceFind(), { product_sku: sku, user_id: userId }, { schema: InvoiceFindResponseSchema })).invoice,
    })),
  );
  return new Set(answers.filter((a) => a.invoice !== null).map((a) => a.sku));
}

export function paidSkusQuery(api: ApiClient, userId: string | undefined, skus: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.store.paid(userId, [...skus].sort()),
    queryFn: () => paidSkus(api, userId ?? '', skus),
    enabled: Boolean(userId) && skus.length > 0,
  });
}

export type PremiumCheck = { state: 'checking' | 'open' } | { state: 'unpaid'; unpaid: CatalogueItem };

/**
 * The premium-content check of an item's page (spec 2 §4 UI state premiumChecks): 'unpaid' with what
 * must be bought first (the item, or the premium curriculum it is judged through), 'checking' while
 * asking, else 'open'. A failed check does not block the page: the launch checks again and says so.
 */
export function usePremiumCheck<T extends CatalogueItem>(item: T | undefined, parentId: string | undefined, itemsById: ReadonlyMap<string, T> | undefined): PremiumCheck {
  const api = useApi();
  const userId = useSession((state) => state.user?.id);
  const enabled = useCommerceEnabled();
  const input = { item, parentId, itemsById: itemsById ?? new Map<string, T>() };
  const skus = enabled ? premiumSkus(input) : [];
  const query = useQuery(paidSkusQuery(api, userId, skus));
  if (skus.length === 0 || query.isError) return { state: 'open' };
  if (!query.data) return { state: 'checking' };
  const paid = query.data;
  const unpaid = unpaidPremium(input, (sku) => paid.has(sku));
  return unpaid ? { state: 'unpaid', unpaid } : { state: 'open' };
}

/** POST /store/checkout (the demo payment step); the products (with their invoices) are read again. */
export function useCheckout() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest): Promise<CheckoutResponse> => api.post(commercePaths.checkout(), request, { schema: CheckoutResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.store.all }),
  });
}
