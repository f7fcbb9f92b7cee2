import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a visitor gets when the gateway cannot serve the portal itself (the release store cannot be
 * read): the portal's own "unavailable" page with the shell's words, never an error's JSON with a
 * server path in it. It is static (no script: the CSP allows none inline) and never cached.
 */
export const PORTAL_UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en-GB" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>The portal is unavailable</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5">' +
  '<main><h1>The portal is unavailable</h1><p>The portal could not be started. Please check your connection and try again.</p>' +
  '<p><a href="/">Retry</a></p></main></body></html>';

/** Paths that are never a page of the single-page app, so they never fall back to index.html. */
const NOT_PAGES = /^\/(_api|_gateway|remotes|socket\.io)(\/|$)/;

/** A browser asking for a page of the portal (not a file, not a call). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.test(path)) return false;
  return !/\.[a-z0-9]+$/i.test(path) || path === '/index.html' || String(request.headers.accept ?? '').includes('text/html');
}

/** 503 with the page for a page request, else a JSON body that names no file or path. */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply): void {
  reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '10');
  if (isPageRequest(request)) reply.type('text/html; charset=utf-8').send(PORTAL_UNAVAILABLE_PAGE);
  else reply.send({ success: false, Message: 'The portal is unavailable' });
}
