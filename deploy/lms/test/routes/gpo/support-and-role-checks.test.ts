import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('support messages and role checks on $name', (database) => {
  const lms = useLms(database);

  describe('POST /gpo/send/', () => {
    it('stores the message and e-mails each recipient', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const response = await client.post('/_api/gpo/send/', { recipients: ['helpdesk@demo.example'], subject: 'Cannot launch course', body: 'The player stays blank.' });
      expect(response.json()).toEqual({ success: true });
      const [mail] = (await client.get('/_api/_dev/outbox?to=helpdesk@demo.example')).json();
      expect(mail).toMatchObject({ subject: 'Cannot launch course', channel: 'email' });
      expect(mail.body).toContain('The player stays blank.');
      expect(mail.body).toContain('Alex Morgan (learner, learner@demo.example)');
      const stored = await lms.db.selectFrom('support_messages').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ recipients: ['helpdesk@demo.example'], subject: 'Cannot launch course' });
    });

    it('without recipients writes to the tenant supportRecipients', async () => {
      const client = lms.client();
      await client.signIn('learner');
      await client.post('/_api/gpo/send/', { recipients: [], subject: '', body: 'Hello' });
      const [mail] = (await client.get('/_api/_dev/outbox?to=support@demo.example')).json();
      expect(mail.subject).toBe('Support request from Alex Morgan');
    });

    it('needs a session and a body', async () => {
      expect((await lms.client().post('/_api/gpo/send/', { recipients: [], subject: 's', body: 'b' })).statusCode).toBe(401);
      const client = lms.client();
      await client.signIn('learner');
      const response = await client.post('/_api/gpo/send/', { recipients: [], subject: 's', body: '' });
      expect(response.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'body: required' });
    });
  });

  describe('isInstructor and isTeamLeader', () => {
    async function check(path: string, username: string): Promise<unknown> {
      const client = lms.client();
      await client.signIn('learner');
      const user = await lms.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      const response = await client.post(path, { scope: 'demo', userId: user.id });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json();
    }

    it('answers true only for the role', async () => {
      expect(await check('/_api/instructors/isInstructor', 'instructor')).toBe(true);
      expect(await check('/_api/instructors/isInstructor', 'teamleader')).toBe(false);
      expect(await check('/_api/dashel/isTeamLeader', 'teamleader')).toBe(true);
      expect(await check('/_api/dashel/isTeamLeader', 'learner')).toBe(false);
    });

    it('answers false for an unknown user, 403 for another scope, 401 without a session', async () => {
      const client = lms.client();
      await client.signIn('learner');
      expect((await client.post('/_api/dashel/isTeamLeader', { scope: 'demo', userId: 'nobody' })).json()).toBe(false);
      expect((await client.post('/_api/dashel/isTeamLeader', { scope: 'other', userId: 'nobody' })).statusCode).toBe(403);
      expect((await lms.client().post('/_api/dashel/isTeamLeader', { scope: 'demo', userId: 'x' })).statusCode).toBe(401);
    });
  });
});
