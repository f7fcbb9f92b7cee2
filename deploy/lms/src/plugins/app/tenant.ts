import { SCOPE_HEADER, ScopeSchema } from '@portal/contracts';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { LmsError } from '../../lib/errors';
import { DEFAULT_TENANT } from '../../paths';
import { tenantExists } from '../../repositories/tenants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant named by the path (/reach/{scope}/...), once resolved. */
    tenant: string | null;
  }
  interface FastifyInstance {
    /** preValidation for /reach/{scope}/...: 404 UnknownScope unless the scope is a known tenant (before requireSession, which compares it with the session's). */
    resolveTenant: preValidationAsyncHookHandler;
  }
}

/** The scope when it names a known tenant, else undefined. */
export async function knownTenant(request: FastifyRequest, scope: unknown): Promise<string | undefined> {
  return v.is(ScopeSchema, scope) && (await tenantExists(request.server.db, scope)) ? scope : undefined;
}

/** Tenant of a request without a scope in its path: the X-Scope header when it names a known tenant, else the default. */
export async function headerTenant(request: FastifyRequest): Promise<string> {
  return (await knownTenant(request, request.headers[SCOPE_HEADER])) ?? DEFAULT_TENANT;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('tenant', null);
    fastify.decorate('resolveTenant', async function resolveTenant(request: FastifyRequest) {
      const scope = await knownTenant(request, (request.params as { scope?: string }).scope);
      if (!scope) throw new LmsError(404, 'UnknownScope');
      request.tenant = scope;
    });
  },
  { name: 'lms-tenant', dependencies: ['lms-db'] },
);
