import { DevOutboxSchema } from '@portal/contracts';
import * as v from 'valibot';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('outbox on $name', (database) => {
  describe('demo mode', () => {
    const lms = useLms(database, { mode: 'demo' });

    it('lists what was sent to a username, newest first', async () => {
      const client = lms.client();
      await client.put('/_api/reach/demo/api/v3/accountverification', { Type: 'PasswordReset', Username: 'learner' });
      await client.put('/_api/reach/demo/api/v3/accountverification', { Type: 'RegisteredEmailVerification', Username: 'learner' });
      const response = await client.get('/_api/_dev/outbox?to=LEARNER');
      expect(response.statusCode).toBe(200);
      const entries = v.parse(DevOutboxSchema, response.json());
      expect(entries.map((e) => e.subject)).toEqual(['Verify your Learner Portal e-mail address', 'Reset your Learner Portal password']);
      expect(entries[0]).toMatchObject({ to: 'learner', address: 'learner@demo.example', channel: 'email' });
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
