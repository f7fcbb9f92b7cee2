import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { LmsError } from '../../lib/errors';

/*
 * The alternate request syntax (xAPI 1.0.3 part three §1.3): a POST whose only query parameter is
 * `method`, with its headers, content and parameters as form fields. The store answers it as the
 * request it stands for, made through the whole application (authentication included).
 */

const METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE']);
/** The form fields that are headers of the request they stand for. */
const HEADER_FIELDS = new Set(['authorization', 'x-experience-api-version', 'content-type', 'content-length', 'if-match', 'if-none-match']);
/** Headers of the outer request that describe its own body, not the one it stands for. */
const OUTER_ONLY = new Set(['content-type', 'content-length', 'transfer-encoding']);

/** Whether the request uses the syntax (a `method` query parameter). */
export function isAlternateRequest(request: FastifyRequest): boolean {
  return typeof (request.query as Record<string, unknown> | undefined)?.method === 'string';
}

/** Answers an alternate-syntax request with the answer of the request it stands for. */
export async function answerAlternateRequest(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const query = request.query as Record<string, string>;
  if (request.method !== 'POST') throw new LmsError(400, 'AlternateSyntax', 'method: the alternate request syntax is a POST');
  const method = query.method!.toUpperCase();
  if (!METHODS.has(method)) throw new LmsError(400, 'AlternateSyntax', `method: ${query.method} is not an HTTP method of the store`);
  const extra = Object.keys(query).filter((key) => key !== 'method');
  if (extra.length > 0) throw new LmsError(400, 'AlternateSyntax', `${extra.join(', ')}: parameters go in the form, not the query`);
  if (!request.headers['content-type']?.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new LmsError(400, 'AlternateSyntax', 'Content-Type: application/x-www-form-urlencoded');
  }
  const form = (request.body ?? {}) as Record<string, string>;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (!OUTER_ONLY.has(name) && typeof value === 'string') headers[name] = value;
  const params = new URLSearchParams();
  let content: string | undefined;
  for (const [name, value] of Object.entries(form)) {
    const lower = name.toLowerCase();
    if (lower === 'content') content = value;
    else if (HEADER_FIELDS.has(lower)) {
      if (lower !== 'content-length') headers[lower] = value;
    } else params.append(name, value);
  }
  if ((method === 'PUT' || method === 'POST') && content === undefined) throw new LmsError(400, 'AlternateSyntax', 'content: required for a PUT or POST');
  if (content !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const path = request.url.split('?')[0]!;
  const search = params.toString();
  const answer = await fastify.inject({
    method: method as HTTPMethods,
    url: search ? `${path}?${search}` : path,
    headers,
    remoteAddress: request.ip,
    ...(content !== undefined ? { payload: content } : {}),
  });
  reply.code(answer.statusCode);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive'].includes(name)) reply.header(name, value);
  }
  return reply.send(answer.rawPayload);
}
