import type { Channel } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { LmsError } from '../../../lib/errors';
import { findChannel, listChannels } from '../../../repositories/catalogue';

/** Channels (playlists): every channel of the tenant; the portal drops blacklisted slugs (spec 2 §5). */
const channelRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const guard = { preValidation: fastify.requireSession };

  fastify.get('/api/v4/channels', guard, async (request): Promise<{ Channels: Channel[] }> => ({ Channels: await listChannels(db, request.tenant!) }));

  fastify.get<{ Params: { scope: string; id: string } }>('/api/v4/channels/:id', guard, async (request): Promise<Channel> => {
    const channel = await findChannel(db, request.tenant!, request.params.id);
    if (!channel) throw new LmsError(404, 'ChannelNotFound');
    return channel;
  });
};

export default channelRoutes;
