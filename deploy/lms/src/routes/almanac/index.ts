import { CpdOwnerRequestSchema, GetReviewProfileRequestSchema, type ReviewProfile } from '@portal/contracts/cpd';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { assertNotOwnJournal, reviewProfile, reviewsFor, writableEntry } from '../../domain/cpd';
import { LmsError } from '../../lib/errors';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { findEntry } from '../../repositories/cpd';
import { journalOf } from './access';
import { entryRoutes } from './entries';
import { almanacFileRoutes, almanacToken } from './files';
import { journalRoutes } from './journals';
import { planRoutes } from './plans';

/**
 * almanac: the CPD journal (spec 3 §7, POST under /almanac). Every call needs a session; the owner
 * reads and changes their own journal, a CPDReviewer reads another user's and decides on their
 * periods (access.ts); the rules and refusals are domain/cpd.ts's; bodies are checked with the
 * contracts' schemas. One file per group of calls: journals, entries, plans, evidence files, and the
 * reviewer's calls here.
 */
const almanacRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  await fastify.register(journalRoutes);
  await fastify.register(entryRoutes);
  await fastify.register(planRoutes);

  fastify.post('/GetReviews', async (request) => ({ reviews: await reviewsFor(db, await sessionUser(request)) }));

  /** Whose journal a CPDReviewer opens (spec 3 §6): never their own; an unknown user 404, a non-reviewer 403. */
  fastify.post('/GetReviewProfile', { schema: { body: GetReviewProfileRequestSchema } }, async (request): Promise<{ profile: ReviewProfile }> => {
    assertNotOwnJournal(await sessionUser(request), request.body.uid);
    const { owner } = await journalOf(request, request.body.uid);
    return { profile: reviewProfile(owner) };
  });

  fastify.post('/GetToken', { schema: { body: CpdOwnerRequestSchema } }, async (request) => {
    const { owner } = await journalOf(request, request.body.uid);
    return { token: almanacToken(request, owner.id) };
  });

  /** The owner or a CPDReviewer of the same tenant (spec 3 §6). */
  async function readableEntry(request: FastifyRequest, entryId: string) {
    const user = await sessionUser(request);
    const entry = await findEntry(db, entryId);
    if (!entry) throw new LmsError(404, 'NotFound');
    await journalOf(request, entry.owner === user.id ? '' : entry.owner);
    return { ownerId: entry.owner };
  }

  await fastify.register(almanacFileRoutes, {
    assertEntryWritable: async (request, entryId) => ({ ownerId: (await writableEntry(db, await sessionUser(request), entryId)).owner }),
    assertEntryReadable: readableEntry,
  });
};

export default almanacRoutes;
