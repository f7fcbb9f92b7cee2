import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { LmsError } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { appSettings } from '../../repositories/tenants';

/** The caller, when their tenant has catalogue extensions on (spec 2 §7 "only when enabled"); else 404. */
export async function extensionsUser(fastify: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await sessionUser(request);
  if ((await appSettings(fastify.db, user.scope)).enableCatalogueExtensions !== true) throw new LmsError(404, 'ExtensionsDisabled');
  return user;
}
