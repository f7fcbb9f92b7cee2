import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { basename, relative, sep } from 'node:path';
import type { StoreReads } from '../store-reads';
import { bootPage, shellIndexCache } from './boot-page';
import { isPageRequest, sendUnavailable } from './unavailable-page';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** webpack's [contenthash:8] in a file name: its content can never change under that name. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const PRECOMPRESSED = /\.(br|gz)$/;

/** Everything under remotes/ has its version in the path; the shell's hashed files their hash in the name. */
export function cacheControlFor(store: string, file: string): string {
  const inStore = relative(store, file);
  if (inStore.startsWith(`remotes${sep}`)) return IMMUTABLE;
  return HASHED_NAME.test(basename(file).replace(PRECOMPRESSED, '')) ? IMMUTABLE : REVALIDATE;
}

/**
 * The file a wildcard route names, or undefined when it is not a plain file path: `..` (decoded
 * from %2F too) would reach tenants/ or another area of the store, and a folder path would make
 * send answer 403.
 */
function fileIn(request: FastifyRequest): string | undefined {
  const file = (request.params as { '*': string })['*'];
  const segments = file.split(/[\\/]/);
  return segments.every((segment) => segment !== '' && !segment.startsWith('.')) ? file : undefined;
}

const NOT_PUBLISHED_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Learner Portal</title>' +
  '<p>The portal is not published yet. Run <code>npm start</code>, or publish and activate a shell build.</p></html>';

/**
 * Serves the release store: /remotes/<id>/<version>/… (immutable) and the current shell version at
 * the root: index.html revalidated on every load so a new shell applies at once, hashed assets
 * cached for a year. Client-side routes (/dashboard, /access/signin…) get index.html.
 * Pre-compressed .br/.gz copies written at publish are served when the browser accepts them.
 */
export const staticFiles = fp<{ store: string; reads: StoreReads }>(async (app, { store, reads }) => {
  await app.register(fastifyStatic, {
    root: store,
    serve: false,
    preCompressed: true,
    // .release.json records and half-written staging folders are dot-named: never served.
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cacheControlFor(store, file));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  /**
   * Handlers here are callback style (they return nothing and end with sendFile): returning the
   * reply from an async function makes Fastify await it as a thenable, one more 'close' listener per
   * fallback step, which sets off Node's listener-leak warning on the SPA fallback path.
   */
  const shellIndex = shellIndexCache(store);

  function sendShellFile(request: FastifyRequest, reply: FastifyReply, file: string): void {
    reads.shell().then(
      ({ value: shell, lastKnownGood, error }) => {
        if (lastKnownGood) request.log.error({ err: error }, 'the release store cannot be read; serving the last shell version read');
        if (!shell) reply.code(503).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(NOT_PUBLISHED_PAGE);
        else if (file === 'index.html') sendIndex(request, reply, shell.version);
        else reply.sendFile(`shell/${shell.version}/${file}`);
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'the release store cannot be read');
        sendUnavailable(request, reply);
      },
    );
  }

  /** The page carries this visitor's boot data (./boot-page), so it is never cached; without it, the file as built. */
  function sendIndex(request: FastifyRequest, reply: FastifyReply, version: string): void {
    shellIndex(version)
      .then((html) =>
        bootPage(app, request, store, html).catch((error: unknown) => {
          request.log.warn({ err: error }, 'boot data left out of the page');
          return html;
        }),
      )
      .then(
        (page) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page),
        (error: unknown) => {
          request.log.error({ err: error }, `shell ${version}'s index.html cannot be read`);
          sendUnavailable(request, reply);
        },
      );
  }

  app.get('/remotes/*', (request, reply) => {
    const file = fileIn(request);
    if (file) reply.sendFile(`remotes/${file}`);
    else reply.callNotFound();
  });
  app.get('/', (request, reply) => sendShellFile(request, reply, 'index.html'));
  app.get('/*', (request, reply) => {
    const file = fileIn(request);
    if (file) sendShellFile(request, reply, file);
    else reply.callNotFound();
  });

  // A shell version without index.html would otherwise send the fallback back here for ever.
  const fellBack = new WeakSet<FastifyRequest>();
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request) && !fellBack.has(request)) {
      fellBack.add(request);
      sendShellFile(request, reply, 'index.html');
    } else {
      reply.code(404).send({ success: false, Message: 'Not found' });
    }
  });
});
