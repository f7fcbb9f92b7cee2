import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { lmsPlugin } from '../src/app';
import type { DatabaseHandle } from '../src/db';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { databases } from './helpers/db';

describe.each(databases())('lmsPlugin mounted in a host (the gateway) on $name', (database) => {
  let handle: DatabaseHandle;
  let host: FastifyInstance;

  beforeAll(async () => {
    handle = await database.open();
    host = Fastify();
    // The host has its own cookie plugin and routes; the LMS must neither clash with nor guard them.
    await host.register(cookie);
    host.post('/socket-ping', async () => ({ pong: true }));
    host.get('/portal-manifest.json', async () => ({ tenant: 'demo', remotes: [] }));
    await host.register(lmsPlugin, { prefix: '/_api', db: handle.db, mode: 'demo' });
    await host.ready();
  });
  afterAll(async () => {
    await host.close();
    await handle.close();
  });

  it('answers under /_api with the same paths as standalone', async () => {
    const response = await host.inject({
      method: 'POST',
      url: '/_api/authr/token/issue/reach',
      headers: { 'x-requested-with': 'learner-portal' },
      payload: { user: 'learner', pass: DEMO_PASSWORD, scope: 'demo' },
    });
    expect(response.json().result).toBe('Success');
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['exp', 'lp_session', 'uid']);
  });

  it('guards only its own routes with the CSRF check and its 404 body', async () => {
    expect((await host.inject({ method: 'POST', url: '/socket-ping', payload: {} })).json()).toEqual({ pong: true });
    expect((await host.inject({ method: 'POST', url: '/_api/gpo/send/', payload: {} })).statusCode).toBe(403);
    expect((await host.inject({ method: 'GET', url: '/_api/nothing-here' })).json()).toEqual({ success: false, ErrorCode: 'NotFound' });
    expect((await host.inject({ method: 'GET', url: '/portal-manifest.json' })).statusCode).toBe(200);
  });
});
