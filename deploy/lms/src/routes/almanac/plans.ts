import { CpdOwnerRequestSchema, DelPlanRequestSchema, ExportPlanRequestSchema, GetPlanRequestSchema, SetPlanRequestSchema, ShareRequestSchema } from '@portal/contracts/cpd';
import type { FastifyPluginAsync } from 'fastify';
import { deleteOwnPlan, planOf, setPlan, sharePlan } from '../../domain/cpd';
import { LmsError } from '../../lib/errors';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { listPlans, plansOf } from '../../repositories/cpd';
import { journalOf } from './access';
import { plansPdf } from './export';
import { SHARE_RATE_LIMIT } from './limits';

/** The CPD plans: read by the owner or a reviewer, changed, exported and shared by the owner (spec 3 §3, §7). */
export const planRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;

  fastify.post('/GetPlansByOwner', { schema: { body: CpdOwnerRequestSchema } }, async (request) => {
    const { owner } = await journalOf(request, request.body.uid);
    return { plans: await listPlans(db, owner.id) };
  });

  fastify.post('/GetPlan', { schema: { body: GetPlanRequestSchema } }, async (request) => {
    const { owner } = await journalOf(request, request.body.uid);
    return { plan: await planOf(db, owner, request.body.id) };
  });

  fastify.post('/SetPlan', { schema: { body: SetPlanRequestSchema } }, async (request) => setPlan(db, await sessionUser(request), request.body));

  fastify.post('/ExportPlan', { schema: { body: ExportPlanRequestSchema } }, async (request, reply) => {
    const input = request.body;
    const { owner } = await journalOf(request, input.uid);
    let plans = await plansOf(db, owner.id);
    if (input.id) {
      plans = plans.filter((plan) => plan.reference === input.id);
      if (plans.length === 0) throw new LmsError(404, 'NotFound');
    }
    const pdf = await plansPdf({ ownerName: owner.display_name, plans });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${input.id ? 'planExport.pdf' : 'plansExport.pdf'}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  fastify.post('/SharePlan', { config: SHARE_RATE_LIMIT, schema: { body: ShareRequestSchema } }, async (request) => {
    await sharePlan(db, await sessionUser(request), request.body);
    return { success: true };
  });

  fastify.post('/DelPlan', { schema: { body: DelPlanRequestSchema } }, async (request) => {
    await deleteOwnPlan(db, await sessionUser(request), request.body.id);
    return { success: true };
  });
};
