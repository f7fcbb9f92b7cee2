import { CheckoutRequestSchema, InvoiceFindRequestSchema, ProductFindRequestSchema, type InvoiceFindResponse, type ProductFindResponse } from '@portal/contracts/commerce';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { assertCommerceOn, buy } from '../../domain/commerce';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { findInvoice, findProduct } from '../../repositories/commerce';
import { actFor } from '../acting-for';

/**
 * store (spec 2 §6, §7): product lookup, the premium-content check (an invoice when bought)
 * and the demo checkout. Only when the tenant's enableCommerce is on; a user reads and buys only for
 * themself (user_id must be the caller: 403 otherwise).
 */
const storeRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  async function buyer(request: FastifyRequest) {
    const user = await sessionUser(request);
    await assertCommerceOn(db, user.scope);
    return user;
  }

  fastify.post('/product/find', async (request): Promise<ProductFindResponse> => {
    const user = await buyer(request);
    const { sku } = parseInput(ProductFindRequestSchema, request.body);
    return { product: await findProduct(db, user.scope, user.id, sku) };
  });

  fastify.post('/invoice/find', async (request): Promise<InvoiceFindResponse> => {
    const user = await buyer(request);
    const input = parseInput(InvoiceFindRequestSchema, request.body);
    await actFor(request, input.user_id, { refusal: () => new LmsError(403, 'NotAuthorised') });
    return { invoice: await findInvoice(db, user.scope, user.id, input.product_sku) };
  });

  fastify.post('/checkout', async (request) => {
    const user = await buyer(request);
    const input = parseInput(CheckoutRequestSchema, request.body);
    return buy(db, user, input.skus, input.cardholderName);
  });
};

export default storeRoutes;
