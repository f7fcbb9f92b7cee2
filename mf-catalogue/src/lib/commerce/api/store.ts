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
import { featureEnabled, useSession } from '@portal/session';

/** POST /store/product/find (spec 2 §7): the product and, when bought, the caller's invoice; null when there is none. */
export async function findProduct(api: ApiClient, sku: string): Promise<Product | null> {
  return (await api.post(commercePaths.productFind(), { sku }, { schema: ProductFindResponseSchema })).product;
}

export function productQuery(api: ApiClient, userId: string | undefined, sku: string) {
  return queryOptions({ queryKey: ['store', 'product', userId, sku] as const, queryFn: () => findProduct(api, sku), enabled: Boolean(userId && sku) });
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

/** POST /store/checkout (the demo payment step); the products (with their invoices) are read again. */
export function useCheckout() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest): Promise<CheckoutResponse> => api.post(commercePaths.checkout(), request, { schema: CheckoutResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ['store'] }),
  });
}
