import { OfflineItemPayloadSchema, offlineConnectUri } from '@portal/contracts/offline';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { assertOfflineOn, keepOffline, removeFromOffline } from '../../domain/offline';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { offlineBlacklist, offlineItems } from '../../repositories/offline';

/**
 * The offline app's calls (spec 2 §7 "Offline content", under /authr/proxy/gobetween): the onboarding
 * QR code, the organisation's blacklist and the learner's offline list (the rules: domain/offline).
 */
const gobetweenRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const base = '/proxy/gobetween';
  fastify.addHook('preValidation', fastify.requireSession);

  async function offlineUser(request: FastifyRequest) {
    const user = await sessionUser(request);
    await assertOfflineOn(db, user.scope);
    return user;
  }

  fastify.get<{ Params: { scope: string } }>(`${base}/org/qrcode/:scope`, async (request, reply) => {
    const user = await offlineUser(request);
    if (request.params.scope !== user.scope) throw new LmsError(403, 'ScopeMismatch');
    const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost';
    const protocol = request.headers['x-forwarded-proto'] ?? request.protocol;
    const png = await QRCode.toBuffer(offlineConnectUri(`${String(protocol)}://${String(host)}`, user.scope, user.username), { type: 'png', width: 240, margin: 1 });
    reply.header('cache-control', 'private, no-store');
    return reply.type('image/png').send(png);
  });

  fastify.get(`${base}/org/item/list`, async (request) => {
    const user = await offlineUser(request);
    return offlineBlacklist(db, user.scope);
  });

  fastify.get(`${base}/item/list`, async (request, reply) => {
    const user = await offlineUser(request);
    reply.header('cache-control', 'no-store');
    return offlineItems(db, user.scope, user.id);
  });

  fastify.post(`${base}/item`, async (request) => {
    const user = await offlineUser(request);
    const sent = parseInput(OfflineItemPayloadSchema, request.body);
    const payload = await keepOffline(db, user, sent);
    return { success: true, item: payload };
  });

  fastify.delete<{ Params: { id: string } }>(`${base}/item/:id`, async (request) => {
    const user = await offlineUser(request);
    await removeFromOffline(db, user, request.params.id);
    return { success: true };
  });
};

export default gobetweenRoutes;
