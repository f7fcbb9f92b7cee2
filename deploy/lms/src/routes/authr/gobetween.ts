import { OfflineItemPayloadSchema, offlineConnectUri, offlineFeatureOn, qualifiesForOffline, type OfflineItemPayload } from '@portal/contracts/offline';
import { ITEMS } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { findItem } from '../../repositories/catalogue';
import { addOfflineItem, offlineBlacklist, offlineItems, removeOfflineItem } from '../../repositories/offline';
import { tenantNamedItems } from '../../repositories/tenants';
import { itemValue } from '../../domain/named-items';

/**
 * The offline app's calls (spec 2 §7 "Offline content", under /authr/proxy/gobetween; issue 17): the
 * onboarding QR code, the organisation's blacklist and the learner's offline list. Only when the
 * tenant's Features.OfflineContent is 'true'; an item is added only if it qualifies (spec 2 §5), and
 * the payload stored is built from the catalogue, so a client cannot plant another item's content.
 */
const gobetweenRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const base = '/proxy/gobetween';
  fastify.addHook('preHandler', fastify.requireSession);

  async function offlineUser(request: FastifyRequest) {
    const user = await sessionUser(request);
    if (!offlineFeatureOn(itemValue(await tenantNamedItems(db, user.scope), ITEMS.offlineContent))) throw new LmsError(404, 'OfflineContentDisabled');
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
    const item = await findItem(db, user.scope, sent.reference);
    if (!item) throw new LmsError(404, 'ItemNotFound');
    const blacklist = await offlineBlacklist(db, user.scope);
    if (!qualifiesForOffline({ Id: item.id, Type: item.definition.Type, isOfflineAvailabilityEnabled: item.definition.isOfflineAvailabilityEnabled }, true, blacklist)) {
      throw new LmsError(400, 'NotAvailableOffline', 'This item cannot be kept offline');
    }
    const d = item.definition;
    const payload: OfflineItemPayload = {
      reference: item.id,
      title: item.name,
      description: d.Description ?? '',
      thumbnail: d.ThumbnailUrl ?? null,
      launch_path: d.LaunchPath ?? sent.launch_path,
      file_size: d.FileSize ?? null,
      file_name: d.OriginalFilename ?? null,
      display_type: d.DisplayType ?? d.FriendlyType ?? item.type,
      item_type: d.Type as OfflineItemPayload['item_type'],
      activity_id: d.ActivityId ?? null,
    };
    await addOfflineItem(db, user.scope, user.id, payload);
    return { success: true, item: payload };
  });

  fastify.delete<{ Params: { id: string } }>(`${base}/item/:id`, async (request) => {
    const user = await offlineUser(request);
    if (!(await removeOfflineItem(db, user.scope, user.id, request.params.id))) throw new LmsError(404, 'ItemNotFound');
    return { success: true };
  });
};

export default gobetweenRoutes;
