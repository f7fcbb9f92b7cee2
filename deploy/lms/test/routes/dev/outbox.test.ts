import { DevOutboxSchema } from '@portal/contracts/dev';
import Fastify from 'fastify';
import * as v from 'valibot';
import { lmsPlugin } from '../../../src/app';
import { sendToOutbox } from '../../../src/repositories/outbox';
import { isLoopbackAddress } from '../../../src/routes/dev';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1, also IPv4-mapped, and nothing else', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(ip)).toBe(true);
    for (const ip of ['10.0.0.1', '203.0.113.9', '::ffff:10.0.0.1', '128.0.0.1', '127.0.0.1.evil', 'localhost', '']) expect(isLoopbackAddress(ip)).toBe(false);
  });
});

describe.each(databases())('outbox on $name', (database) => {
  describe('demo mode', () => {
    const lms = useLms(database, { mode: 'demo' });

    it('lists what was sent to a username, newest first', async () => {
      const client = lms.client();
      await client.put('/_api/reach/demo/api/v3/accountverification', { Type: 'PasswordReset', Username: 'learner' });
      await client.put('/_api/reach/demo/api/v3/accountverification', { Type: 'RegisteredEmailVerification', Username: 'learner' });
      // The e-mails may be written just after the answers went out: wait for both.
      let response = await client.get('/_api/_dev/outbox?to=LEARNER');
      for (let tries = 0; tries < 50 && response.statusCode === 200 && response.json().length < 2; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        response = await client.get('/_api/_dev/outbox?to=LEARNER');
      }
      expect(response.statusCode).toBe(200);
      const entries = v.parse(DevOutboxSchema, response.json());
      expect(entries.map((e) => e.subject)).toEqual(['Verify your Learner Portal e-mail address', 'Reset your Learner Portal password']);
      expect(entries[0]).toMatchObject({ to: 'learner', address: 'learner@demo.example', channel: 'email' });
    });

    it('answers only loopback clients: from the network it is a 404 and shows nothing', async () => {
      await sendToOutbox(lms.db, {
        scope: 'demo',
        toUsername: 'approver',
        toAddress: 'approver@demo.example',
        channel: 'email',
        subject: 'Reset',
        body: 'Code 123456',
        code: '123456',
      });
      const from = (remoteAddress: string, headers: Record<string, string> = {}) => lms.app.inject({ method: 'GET', url: '/_api/_dev/outbox?to=approver', remoteAddress, headers });
      expect((await from('127.0.0.1')).json()).toEqual([expect.objectContaining({ address: 'approver@demo.example', code: '123456' })]);
      const remote = await from('203.0.113.9');
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ success: false, ErrorCode: 'NotFound' });
      expect(remote.body).not.toContain('123456');
      // A forged X-Forwarded-For counts for nothing without a trusted proxy.
      expect((await from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    });

    it('without TRUST_PROXY a request that came through a proxy on this machine is refused: only a direct loopback peer is answered (the attack as written)', async () => {
      const via = (headers: Record<string, string>) => lms.app.inject({ method: 'GET', url: '/_api/_dev/outbox?to=approver', remoteAddress: '127.0.0.1', headers });
      const forwardedBy: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
      ];
      for (const headers of forwardedBy) {
        const response = await via(headers);
        expect([headers, response.statusCode]).toEqual([headers, 404]);
        expect(response.body).not.toContain('123456');
      }
      expect((await via({})).statusCode).toBe(200);
    });

    it('behind a trusted reverse proxy on the same machine, the forwarded client decides', async () => {
      const app = Fastify({ trustProxy: ['127.0.0.1'] });
      await app.register(lmsPlugin, { prefix: '/_api', db: lms.db, mode: 'demo' });
      try {
        const through = (client: string) => app.inject({ method: 'GET', url: '/_api/_dev/outbox?to=learner', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
        expect((await through('198.51.100.7')).statusCode).toBe(404);
        expect((await through('127.0.0.1')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('needs the to parameter', async () => {
      const response = await lms.client().get('/_api/_dev/outbox');
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toMatch(/^to: /);
    });
  });

  describe('production mode', () => {
    const lms = useLms(database, { mode: 'production' });

    it('has no outbox route', async () => {
      const response = await lms.client().get('/_api/_dev/outbox?to=learner');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, ErrorCode: 'NotFound' });
    });
  });
});
