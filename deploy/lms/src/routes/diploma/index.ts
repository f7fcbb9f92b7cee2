import { DiplomaQuerySchema } from '@portal/contracts/certificates';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { holdersCertificate, renewCertification } from '../../domain/certificates';
import { certificationsForUser } from '../../repositories/certificates';
import { actFor } from '../acting-for';
import { sendCertificatePdf } from './certificate-pdf';

/**
 * diploma (spec 2 §6, §7 Certificates): a learner reads, renews and downloads their own certificates;
 * userId is optional (the caller when absent). A TeamLeader above the user (directly or through nested
 * teams) may also read and download that user's certificates (spec 3 §6); anyone else gets 403, and
 * only the holder starts a renewal.
 */
const diplomaRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  /** The user whose certificates are asked for, after checking the caller may see them. */
  async function subject(request: FastifyRequest, { allowLeader }: { allowLeader: boolean }): Promise<{ caller: UserRow; user: UserRow }> {
    const query = parseInput(DiplomaQuerySchema, request.query);
    const caller = await sessionUser(request);
    if (query.scope !== caller.scope) throw new LmsError(403, 'ScopeMismatch');
    if (!query.userId) return { caller, user: caller };
    const { subject } = await actFor(request, query.userId, { allow: allowLeader ? ['teamLeader'] : [], refusal: () => new LmsError(403, 'NotAuthorised') });
    return { caller, user: subject };
  }

  fastify.get('/learner/certificates_v2', async (request, reply) => {
    const { user } = await subject(request, { allowLeader: true });
    reply.header('cache-control', 'no-store');
    return certificationsForUser(db, user.scope, user.id, new Date());
  });

  fastify.post<{ Params: { id: string } }>('/learner/certifications/:id/start_renewal', async (request) => {
    const { user } = await subject(request, { allowLeader: false });
    return renewCertification(db, user, request.params.id);
  });

  fastify.get<{ Params: { id: string } }>('/learner/certificates/:id/download', async (request, reply) => {
    const { user } = await subject(request, { allowLeader: true });
    return sendCertificatePdf(reply, db, user.scope, await holdersCertificate(db, user, request.params.id));
  });
};

export default diplomaRoutes;
