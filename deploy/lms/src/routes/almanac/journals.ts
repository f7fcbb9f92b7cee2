import {
  type ChartData,
  CpdOwnerRequestSchema,
  GetChartDataRequestSchema,
  GetSchemaRequestSchema,
  SetJournalRequestSchema,
  SetJournalStatusRequestSchema,
} from '@portal/contracts/cpd';
import type { FastifyPluginAsync } from 'fastify';
import { chartData, decideJournal, ownPeriod, setJournal, submitJournal } from '../../domain/cpd';
import { LmsError } from '../../lib/errors';
import { sendSvg } from '../../lib/svg';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { cpdConfig, cpdSchema, findPeriod, listPeriods } from '../../repositories/cpd';
import { journalOf } from './access';
import { CHART_NAMES, chartSvg, type ChartName } from './chart';
import { checkAlmanacToken } from './files';

/** The CPD settings, periods and their charts, and the period's review (spec 3 §4, §6, §7). */
export const journalRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;

  fastify.post('/GetConfig', async (request) => {
    const user = await sessionUser(request);
    return { config: await cpdConfig(db, user.scope) };
  });

  fastify.post('/GetJournalsByOwner', { schema: { body: CpdOwnerRequestSchema } }, async (request) => {
    const { owner } = await journalOf(request, request.body.uid);
    return { journals: await listPeriods(db, owner.id) };
  });

  fastify.post('/GetSchema', { schema: { body: GetSchemaRequestSchema } }, async (request) => {
    const user = await sessionUser(request);
    return { fields: await cpdSchema(db, user.scope, request.body.target_mode) };
  });

  fastify.post('/GetChartData', { schema: { body: GetChartDataRequestSchema } }, async (request): Promise<ChartData> => {
    const { owner } = await journalOf(request, request.body.uid);
    return chartData(db, await ownPeriod(db, owner, request.body.period));
  });

  /** GET /almanac/Chart/{token}/{period}/{name}.svg: the owner's or a reviewer's chart as an image (token of GetToken). */
  fastify.get<{ Params: { token: string; id: string; file: string } }>('/Chart/:token/:id/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !(CHART_NAMES as readonly string[]).includes(name)) throw new LmsError(404, 'NotFound');
    const user = await sessionUser(request);
    const period = await findPeriod(db, request.params.id);
    if (!period) throw new LmsError(404, 'NotFound');
    const { owner } = await journalOf(request, period.owner === user.id ? '' : period.owner);
    checkAlmanacToken(request, owner.id, request.params.token);
    return sendSvg(request, reply, chartSvg(name as ChartName, await chartData(db, period), period.target_mode), request.params.file);
  });

  fastify.post('/SetJournal', { schema: { body: SetJournalRequestSchema } }, async (request) => setJournal(db, await sessionUser(request), request.body));

  fastify.post('/SetJournalSubmitted', { schema: { body: SetJournalStatusRequestSchema } }, async (request) => {
    const { owner, reviewing } = await journalOf(request, request.body.owner);
    return submitJournal(db, owner, request.body.reference, reviewing);
  });

  const decisions = { SetJournalAccepted: 'Accepted', SetJournalRejected: 'Rejected', SetJournalPending: 'Pending' } as const;
  for (const [call, status] of Object.entries(decisions)) {
    fastify.post(`/${call}`, { schema: { body: SetJournalStatusRequestSchema } }, async (request) => {
      const input = request.body;
      // Spec 3 §6: only a reviewer decides, and never on their own journal.
      if (!input.owner) throw new LmsError(400, 'ValidationFailed', 'owner: required');
      const { owner, reviewing } = await journalOf(request, input.owner);
      return decideJournal(db, owner, { reference: input.reference, status, comments: input.comments, reviewing });
    });
  }
};
