import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SESSION_OWNER_PATH, SessionOwnerSchema, type SessionOwner } from '@portal/contracts/realtime';
import { API_PREFIX } from './plugins/lms';

/**
 * Whose session a request's cookies carry, as the LMS says (GET /_api/authr/session, through this
 * gateway, so an in-process and an external LMS are asked alike); null without a live session.
 */
export async function askSessionOwner(app: FastifyInstance, cookie: string | undefined): Promise<SessionOwner | null> {
  if (!cookie) return null;
  const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${SESSION_OWNER_PATH}`, headers: { cookie } });
  if (response.statusCode !== 200) return null;
  const parsed = v.safeParse(SessionOwnerSchema, response.json());
  return parsed.success ? parsed.output : null;
}

/** One cookie's value from a Cookie header (the gateway registers no cookie parser of its own). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}
