import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetExtensionsResponseSchema, type GetExtensionsResponse } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_TENANT } from '../../paths';
import { extensionsUser } from './extensions-enabled';

/**
 * resolute (spec 2 §7): POST /resolute/GetExtensions names the tenant's catalogue extension fields,
 * from its content file config/extensions.json (else the default tenant's). Signed-in users of a
 * tenant with enableCatalogueExtensions only.
 */
const resoluteRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/GetExtensions', async (request): Promise<GetExtensionsResponse> => {
    const user = await extensionsUser(fastify, request);
    for (const tenant of user.scope === DEFAULT_TENANT ? [user.scope] : [user.scope, DEFAULT_TENANT]) {
      const file = path.join(fastify.lmsConfig.contentDir, tenant, 'config', 'extensions.json');
      const raw = await readFile(file, 'utf8').catch(() => undefined);
      if (raw === undefined) continue;
      // A tenant's file that does not match the contract is an operator's error: the portal sees none.
      const parsed = v.safeParse(GetExtensionsResponseSchema, JSON.parse(raw));
      if (!parsed.success) request.log.error({ file }, 'catalogue extensions file does not match the contract');
      return parsed.success ? parsed.output : { extensions: [] };
    }
    return { extensions: [] };
  });
};

export default resoluteRoutes;
