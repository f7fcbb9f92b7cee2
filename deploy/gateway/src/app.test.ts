import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createPreviewToken, publish, stage, writeFakeApp } from '@portal/release';
import { buildGateway } from './app';
import { FIRST_VIEW_SCRIPT, FIRST_VIEW_SCRIPT_SOURCE } from './first-view-script';
import { contentSecurityPolicyHeader, HSTS_VALUE } from './plugins/security-headers';
import { makeStore } from './test-support';

/** A stand-in external LMS, so these tests exercise the proxy and need no database. */
let upstream: FastifyInstance;
let upstreamUrl: string;
beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/_api/content/config/config.json', async (request) => ({ settings: { defaultScope: 'demo' }, via: request.url }));
  upstream.get('/_api/big.json', async () => ({ text: 'x'.repeat(5000) }));
  upstream.get('/_api/small.json', async () => ({ profile: { name: 'x'.repeat(200) } }));
  // As the LMS sends its start-up settings: encoded once, with the encoding and the length.
  upstream.get('/_api/encoded.json', async (_request, reply) =>
    reply
      .header('content-type', 'application/json')
      .header('content-encoding', 'br')
      .send(brotliCompressSync(JSON.stringify({ settings: 'y'.repeat(8000) }))),
  );
  // The session's owner, as the LMS names it: here the stand-in reads it from a cookie `owner=<scope>:<userId>`.
  upstream.get('/_api/authr/session', async (request, reply) => {
    const owner = /owner=([a-z]+):([\w-]+)/.exec(request.headers.cookie ?? '');
    return owner ? { scope: owner[1], userId: owner[2] } : reply.code(401).send({ success: false });
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => upstream.close());

let gateway: FastifyInstance;
let removeStore: () => Promise<void>;
let storeDir: string;
async function start(
  options: { withShell?: boolean; trustProxy?: string[]; socketOrigin?: string; remotesOrigin?: string; logger?: FastifyServerOptions['logger']; storeReadTimeoutMs?: number } = {},
) {
  const made = await makeStore(options);
  removeStore = made.remove;
  storeDir = made.store;
  gateway = await buildGateway({
    store: made.store,
    lms: { mode: 'proxy', url: upstreamUrl },
    demo: true,
    trustProxy: options.trustProxy,
    socketOrigin: options.socketOrigin,
    remotesOrigin: options.remotesOrigin,
    logger: options.logger,
    storeReadTimeoutMs: options.storeReadTimeoutMs,
  });
}
afterEach(async () => {
  await gateway?.close();
  await removeStore?.();
});

describe('GET /portal-manifest.json', () => {
  beforeEach(() => start());

  it('serves the default tenant’s manifest, never cached', async () => {
    const response = await gateway.inject('/portal-manifest.json');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      tenant: 'demo',
      remotes: [
        { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access', '/signin'], enabled: true },
        { id: 'dashboard', name: 'mf_dashboard', version: '2.0.0', entry: '/remotes/dashboard/2.0.0/mf-manifest.json', mounts: ['/dashboard'], enabled: true },
      ],
    });
  });

  it('serves another tenant by ?tenant= or by the first host label', async () => {
    const byQuery = await gateway.inject('/portal-manifest.json?tenant=acme');
    const byHost = await gateway.inject({ url: '/portal-manifest.json', headers: { host: 'acme.portal.test' } });

    for (const response of [byQuery, byHost]) {
      expect(response.json().tenant).toBe('acme');
      expect(response.json().remotes.map((r: { id: string }) => r.id)).toEqual(['access']);
    }
  });

  it('falls back to the default tenant for an unknown one', async () => {
    expect((await gateway.inject('/portal-manifest.json?tenant=nobody')).json().tenant).toBe('demo');
  });

  it('serves the last manifest it built, per tenant, when the release store cannot be read', async () => {
    const acme = { url: '/portal-manifest.json', headers: { host: 'acme.portal.test' } };
    const built = (await gateway.inject(acme)).json();
    expect(built.tenant).toBe('acme');
    // The tenants folder becomes unreadable (here: a file where the folder was).
    await fs.rm(join(storeDir, 'tenants'), { recursive: true });
    await fs.writeFile(join(storeDir, 'tenants'), 'not a folder');

    const response = await gateway.inject(acme);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(built);
    expect(response.headers['x-portal-manifest']).toBe('last-known-good');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 without detail for a tenant it never built a manifest for while the store cannot be read', async () => {
    await fs.writeFile(join(storeDir, 'tenants', 'demo.json'), '{ half-written');
    const response = await gateway.inject('/portal-manifest.json');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, Message: 'The portal manifest is not available' });
  });

  it('reads the store again once it is back: a change made meanwhile applies', async () => {
    await gateway.inject('/portal-manifest.json');
    const tenantFile = join(storeDir, 'tenants', 'demo.json');
    const good = await fs.readFile(tenantFile, 'utf8');
    await fs.writeFile(tenantFile, '{ half-written');
    expect((await gateway.inject('/portal-manifest.json')).headers['x-portal-manifest']).toBe('last-known-good');
    const state = JSON.parse(good) as { remotes: Record<string, { enabled: boolean }> };
    state.remotes.dashboard!.enabled = false;
    await fs.writeFile(tenantFile, JSON.stringify(state));
    const response = await gateway.inject('/portal-manifest.json');
    expect(response.headers['x-portal-manifest']).toBeUndefined();
    expect(response.json().remotes).toHaveLength(1);
  });
});

describe('a release store that fails', () => {
  it('answers 404, never an empty manifest, for a tenant without a file; the page then carries no manifest', async () => {
    await start();
    await fs.rm(join(storeDir, 'tenants', 'demo.json'));
    const response = await gateway.inject('/portal-manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, Message: 'This portal has no such tenant' });
    // Not a last-known-good copy of a tenant that was built before either.
    const page = await gateway.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('lp-boot');
    expect((await gateway.inject('/portal-manifest.json?tenant=acme')).statusCode).toBe(200);
  });

  it('a FIFO in place of a tenant file: the manifest answers from memory at once, index.html and remote files keep being served', async () => {
    await start();
    const built = (await gateway.inject('/portal-manifest.json')).json();
    const tenantFile = join(storeDir, 'tenants', 'demo.json');
    await fs.rm(tenantFile);
    execFileSync('mkfifo', [tenantFile]);

    // More requests at once than Node has file-system threads.
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => gateway.inject('/portal-manifest.json')),
      gateway.inject('/'),
      gateway.inject('/remotes/access/1.0.0/remoteEntry.js'),
      gateway.inject('/main.0123abcd.js'),
    ]);
    for (const manifest of answers.slice(0, 6)) {
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toEqual(built);
      expect(manifest.headers['x-portal-manifest']).toBe('last-known-good');
    }
    expect(answers.slice(6).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  });

  it('a read of the store that does not answer in time is answered from memory within the time-out, and stalls nothing else', async () => {
    await start({ storeReadTimeoutMs: 200 });
    const built = (await gateway.inject('/portal-manifest.json')).json();
    // The next reads of the tenant's file hang (a store on a stuck network volume).
    const tenantFile = join(storeDir, 'tenants', 'demo.json');
    const realOpen = fs.open.bind(fs);
    const open = jest
      .spyOn(fs, 'open')
      .mockImplementation(((file: string, ...rest: unknown[]) =>
        file === tenantFile ? new Promise(() => undefined) : (realOpen as (...args: unknown[]) => Promise<unknown>)(file, ...rest)) as typeof fs.open);
    try {
      const started = Date.now();
      const [manifest, page, remote] = await Promise.all([gateway.inject('/portal-manifest.json'), gateway.inject('/'), gateway.inject('/remotes/access/1.0.0/remoteEntry.js')]);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(manifest.json()).toEqual(built);
      expect(manifest.headers['x-portal-manifest']).toBe('last-known-good');
      expect([page.statusCode, remote.statusCode]).toEqual([200, 200]);
    } finally {
      open.mockRestore();
    }
  });

  it('an unreadable store: a page gets the portal’s unavailable page, a file or call a body without detail; no server path reaches the visitor', async () => {
    await start();
    // As the gateway's user would see a store it may not read (the tests run as root, so chmod would not).
    const denied = Object.assign(new Error(`EACCES: permission denied, open '${storeDir}/shell.json'`), { code: 'EACCES' });
    const spies = (['open', 'readFile', 'readdir', 'stat'] as const).map((name) => {
      const real = (fs[name] as (...args: unknown[]) => Promise<unknown>).bind(fs);
      return jest
        .spyOn(fs, name)
        .mockImplementation(((file: unknown, ...rest: unknown[]) => (String(file).startsWith(storeDir) ? Promise.reject(denied) : real(file, ...rest))) as never);
    });
    try {
      for (const url of ['/', '/index.html', '/dashboard']) {
        const page = await gateway.inject({ url, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(503);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain('<h1>The portal is unavailable</h1>');
        expect(page.body).not.toContain(storeDir);
      }
      for (const url of ['/main.0123abcd.js', '/portal-manifest.json']) {
        const answer = await gateway.inject(url);
        expect(answer.statusCode).toBe(503);
        expect(answer.body).not.toContain(storeDir);
        expect(answer.body).not.toContain('EACCES');
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('says at start in its log whether the release store is readable and the shell published', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await start({ logger: { level: 'info', stream } });
    expect(lines.join('')).toContain(`release store ${storeDir}: readable; shell 1.0.0-shell published; tenants acme, demo`);
    await gateway.close();

    // A volume that is not mounted (yet): the gateway starts and says so.
    lines.length = 0;
    await fs.rm(storeDir, { recursive: true });
    gateway = await buildGateway({ store: storeDir, lms: { mode: 'proxy', url: upstreamUrl }, logger: { level: 'info', stream } });
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((line) => line.msg.startsWith(`release store ${storeDir}`));
    expect(logged).toMatchObject({ level: 50, msg: expect.stringContaining(`release store ${storeDir} cannot be read (ENOENT`) });
    expect((await gateway.inject('/')).statusCode).toBe(503);
  });
});

describe('staged releases and previews in the manifest', () => {
  beforeEach(async () => {
    await start();
    await publish(await writeFakeApp(join(storeDir, '..', 'dashboard-3'), { id: 'dashboard', version: '3.0.0' }), storeDir);
  });
  const dashboardOf = (response: { json(): { remotes: { id: string; version: string }[] } }) => response.json().remotes.find((remote) => remote.id === 'dashboard')?.version;
  const manifestAs = (cookie?: string, tenant = 'demo') => gateway.inject({ url: `/portal-manifest.json?tenant=${tenant}`, headers: cookie ? { cookie } : {} });

  it("a signed-in user of the stage's cohort gets the staged version, nobody else", async () => {
    await stage('demo', 'dashboard', '3.0.0', { users: ['u-1'] }, storeDir);
    expect(dashboardOf(await manifestAs('owner=demo:u-1'))).toBe('3.0.0');
    expect(dashboardOf(await manifestAs('owner=demo:u-2'))).toBe('2.0.0');
    expect(dashboardOf(await manifestAs())).toBe('2.0.0');
    // The same user id in another tenant's session is not this tenant's user.
    expect(dashboardOf(await manifestAs('owner=acme:u-1'))).toBe('2.0.0');
  });

  it('a preview link sets an httpOnly cookie; that browser alone gets the version, for that tenant only', async () => {
    const { token } = await createPreviewToken(storeDir, { tenant: 'demo', id: 'dashboard', version: '3.0.0' });
    const opened = await gateway.inject(`/_gateway/preview?token=${token}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_preview=[\w.-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const previewCookie = cookie.split(';')[0]!;

    expect(dashboardOf(await manifestAs(previewCookie))).toBe('3.0.0');
    expect(dashboardOf(await manifestAs())).toBe('2.0.0');
    expect((await manifestAs(previewCookie, 'acme')).json().remotes.map((remote: { version: string }) => remote.version)).toEqual(['1.0.0']);
    const ended = await gateway.inject('/_gateway/preview/end');
    expect(String(ended.headers['set-cookie'])).toContain('portal_preview=; Path=/; Max-Age=0');
  });

  it('refuses a preview link that was altered', async () => {
    const { token } = await createPreviewToken(storeDir, { tenant: 'demo', id: 'dashboard', version: '3.0.0' });
    const response = await gateway.inject(`/_gateway/preview?token=${token.slice(0, -2)}xx`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(dashboardOf(await manifestAs(`portal_preview=${token.slice(0, -2)}xx`))).toBe('2.0.0');
  });
});

describe('GET /remotes/<id>/<version>/…', () => {
  beforeEach(() => start());

  it('serves a remote’s files long-cached and immutable, with an ETag, including mf-manifest.json and remoteEntry.js', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'app.0123abcd.js']) {
      const response = await gateway.inject(`/remotes/access/1.0.0/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBeDefined();
    }
    expect((await gateway.inject('/remotes/access/1.0.0/mf-manifest.json')).json().name).toBe('mf_access');
  });

  it('answers a revalidation with the same ETag with 304', async () => {
    const { headers } = await gateway.inject('/remotes/access/1.0.0/remoteEntry.js');
    const again = await gateway.inject({ url: '/remotes/access/1.0.0/remoteEntry.js', headers: { 'if-none-match': String(headers.etag) } });

    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown version or file, and never serves the release record', async () => {
    expect((await gateway.inject('/remotes/access/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await gateway.inject('/remotes/access/1.0.0/nothing.js')).statusCode).toBe(404);
    expect((await gateway.inject('/remotes/access/1.0.0/.release.json')).statusCode).toBe(404);
    expect((await gateway.inject({ url: '/remotes/access/1.0.0/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('never serves other parts of the store through ..', async () => {
    for (const url of ['/remotes/..%2Ftenants%2Fdemo.json', '/remotes/access/..%2F..%2Fshell.json', '/..%2Ftenants%2Fdemo.json', '/%2e%2e/shell.json']) {
      expect((await gateway.inject(url)).statusCode).toBe(404);
    }
  });

  it('serves the brotli copy written at publish to a browser that accepts it', async () => {
    const response = await gateway.inject({ url: '/remotes/access/1.0.0/big.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('padding padding');
  });
});

describe('the shell', () => {
  it('serves index.html at / and /index.html, never cached (it carries the visitor’s boot data), with the security headers', async () => {
    await start();
    for (const url of ['/', '/index.html']) {
      const response = await gateway.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicyHeader());
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("sends the agreed Content-Security-Policy: scripts (inline only the page's first-view script, by its hash) and connections to the portal only, no <base>, no framing", async () => {
    await start();
    const policy = String((await gateway.inject('/')).headers['content-security-policy']);
    const directives = Object.fromEntries(policy.split(';').map((d) => [d.trim().split(' ')[0], d.trim().split(' ').slice(1).join(' ')]));

    expect(directives['script-src']).toBe(`'self' 'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`);
    expect(directives['style-src']).toBe("'self' 'unsafe-inline'");
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(policy).not.toMatch(/ws:|wss:|unsafe-eval|\*/);
  });

  it('allows a socket on another origin in connect-src only when SOCKET_ORIGIN names it', async () => {
    await start({ socketOrigin: 'https://rt.portal.example' });
    const policy = String((await gateway.inject('/')).headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https://rt.portal.example wss://rt.portal.example");
  });

  it('points the manifest at REMOTES_ORIGIN and lets the page load the remotes from there', async () => {
    await start({ remotesOrigin: 'https://cdn.portal.example' });
    const manifest = (await gateway.inject('/portal-manifest.json')).json() as { remotes: Array<{ entry: string }> };
    expect(manifest.remotes.map((remote) => remote.entry)).toEqual([
      'https://cdn.portal.example/remotes/access/1.0.0/mf-manifest.json',
      'https://cdn.portal.example/remotes/dashboard/2.0.0/mf-manifest.json',
    ]);
    const policy = String((await gateway.inject('/')).headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${FIRST_VIEW_SCRIPT_SOURCE} https://cdn.portal.example`);
    expect(policy).toContain("connect-src 'self' https://cdn.portal.example");
  });

  it('sends HSTS only over TLS: behind a trusted proxy that says https, never over plain http', async () => {
    await start({ trustProxy: ['127.0.0.1'] });
    expect((await gateway.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const overTls = await gateway.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    await start();
    const forged = await gateway.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('long-caches the shell’s hashed assets', async () => {
    await start();
    const response = await gateway.inject('/main.0123abcd.js');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers client-side routes with index.html, and a missing asset with 404', async () => {
    await start();
    const page = await gateway.inject({ url: '/access/signin?redirectTo=%2Fdashboard', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-store');

    expect((await gateway.inject('/missing.0123abcd.js')).statusCode).toBe(404);
  });

  it('says the portal is not published when no shell is active', async () => {
    await start({ withShell: false });
    const response = await gateway.inject('/');

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('The portal is not published yet.');
  });
});

describe('/_api', () => {
  beforeEach(() => start());

  it('is proxied to LMS_URL with the path unchanged', async () => {
    const response = await gateway.inject('/_api/content/config/config.json?v=1');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: { defaultScope: 'demo' }, via: '/_api/content/config/config.json?v=1' });
  });

  it('compresses JSON for a browser that accepts gzip', async () => {
    const response = await gateway.inject({ url: '/_api/big.json', headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends a small JSON answer as it came, with its length, not through a gzip stream', async () => {
    const response = await gateway.inject({ url: '/_api/small.json', headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.json()).toEqual({ profile: { name: 'x'.repeat(200) } });
  });

  it('sends an answer the LMS encoded as it came, whole, with its length', async () => {
    const response = await gateway.inject({ url: '/_api/encoded.json', headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ settings: 'y'.repeat(8000) });
  });

  it('answers JSON 404, not the shell, for an unknown call', async () => {
    const response = await gateway.inject({ url: '/_gateway/nothing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, Message: 'Not found' });
  });
});
