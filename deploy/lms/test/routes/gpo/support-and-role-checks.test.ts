import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('support messages and role checks on $name', (database) => {
  const lms = useLms(database);

  describe('POST /gpo/send/', () => {
    const SEND = '/_api/gpo/send/';
    const queuedTo = async (addresses: string[]) => (await lms.db.selectFrom('outbox').select('to_address').where('to_address', 'in', addresses).execute()).length;
    const storedFrom = async (userId: string) => (await lms.db.selectFrom('support_messages').select('id').where('from_user', '=', userId).execute()).length;

    it('stores the message and e-mails the chosen support address', async () => {
      const client = lms.client();
      const userId = await client.signIn('learner');
      const response = await client.post(SEND, { recipients: ['Support@demo.example'], subject: 'Cannot launch course', body: 'The player stays blank.' });
      expect(response.json()).toEqual({ success: true });
      const [mail] = (await client.get('/_api/_dev/outbox?to=support@demo.example')).json();
      expect(mail).toMatchObject({ subject: 'Cannot launch course', channel: 'email' });
      expect(mail.body).toContain('The player stays blank.');
      expect(mail.body).toContain('Alex Morgan (learner, learner@demo.example)');
      const stored = await lms.db.selectFrom('support_messages').selectAll().where('from_user', '=', userId).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ recipients: ['support@demo.example'], subject: 'Cannot launch course' });
    });

    it('without recipients writes to the tenant supportRecipients', async () => {
      const client = lms.client();
      await client.signIn('approver');
      await client.post(SEND, { recipients: [], subject: '', body: 'Hello' });
      const [mail] = (await client.get('/_api/_dev/outbox?to=support@demo.example')).json();
      expect(mail.subject).toBe('Support request from Priya Shah');
    });

    describe('is no open relay', () => {
      it('500 external recipients: refused, nothing queued to them, nothing stored', async () => {
        const client = lms.client();
        const userId = await client.signIn('reviewer');
        const external = Array.from({ length: 500 }, (_, i) => `victim${i}@evil.example`);
        const response = await client.post(SEND, { recipients: external, subject: 'Win a prize', body: 'Click here' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'recipients: at most 20 recipients' });
        expect(await queuedTo(external)).toBe(0);
        expect(await storedFrom(userId)).toBe(0);
      });

      it('any address that is not a support address of the tenant, even beside one that is: refused, nothing queued', async () => {
        const client = lms.client();
        const userId = await client.signIn('reviewer');
        const response = await client.post(SEND, { recipients: ['support@demo.example', 'victim@evil.example'], subject: 'Hi', body: 'Spam' });
        expect(response.statusCode).toBe(400);
        expect(response.json().Message).toBe('recipients: only the tenant’s support addresses may be chosen');
        expect(await queuedTo(['victim@evil.example'])).toBe(0);
        expect(await storedFrom(userId)).toBe(0);
      });

      it('a body or subject beyond the caps, or a subject of several lines: 400 with the reason', async () => {
        const client = lms.client();
        await client.signIn('reviewer');
        const longBody = await client.post(SEND, { recipients: [], subject: 's', body: 'x'.repeat(10_001) });
        expect(longBody.statusCode).toBe(400);
        expect(longBody.json().Message).toBe('body: at most 10000 characters');
        const longSubject = await client.post(SEND, { recipients: [], subject: 's'.repeat(201), body: 'b' });
        expect(longSubject.json().Message).toBe('subject: at most 200 characters');
        const injected = await client.post(SEND, { recipients: [], subject: 'Hi\r\nBcc: victim@evil.example', body: 'b' });
        expect(injected.statusCode).toBe(400);
        expect(injected.json().Message).toBe('subject: must be one line of text');
      });

      it('five messages an hour per user: the sixth is 429 and not sent', async () => {
        const client = lms.client();
        const userId = await client.signIn('teamleader');
        for (let i = 1; i <= 5; i++) expect((await client.post(SEND, { recipients: [], subject: `Problem ${i}`, body: 'Still broken' })).json()).toEqual({ success: true });
        const sixth = await client.post(SEND, { recipients: [], subject: 'Problem 6', body: 'Still broken' });
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json()).toMatchObject({ success: false, ErrorCode: 'TooManyRequests' });
        expect(await storedFrom(userId)).toBe(5);
        expect(await lms.db.selectFrom('outbox').select('id').where('subject', '=', 'Problem 6').execute()).toEqual([]);
        // Another user is not held up by it.
        const other = lms.client();
        await other.signIn('instructor');
        expect((await other.post(SEND, { recipients: [], subject: 'Mine', body: 'Hello' })).json()).toEqual({ success: true });
      });
    });

    it('needs a session and a body', async () => {
      expect((await lms.client().post(SEND, { recipients: [], subject: 's', body: 'b' })).statusCode).toBe(401);
      const client = lms.client();
      await client.signIn('learner');
      const response = await client.post(SEND, { recipients: [], subject: 's', body: '' });
      expect(response.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'body: required' });
    });
  });

  describe('isInstructor and isTeamLeader', () => {
    /** Signed in as `username`, asks about themselves. */
    async function check(path: string, username: string): Promise<unknown> {
      const client = lms.client();
      const userId = await client.signIn(username);
      const response = await client.post(path, { scope: 'demo', userId });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json();
    }

    it('answers the caller whether they hold the role', async () => {
      expect(await check('/_api/instructors/isInstructor', 'instructor')).toBe(true);
      expect(await check('/_api/instructors/isInstructor', 'teamleader')).toBe(false);
      expect(await check('/_api/dashel/isTeamLeader', 'teamleader')).toBe(true);
      expect(await check('/_api/dashel/isTeamLeader', 'learner')).toBe(false);
    });

    it('answers for the caller only: another user, known or not, is 403 and tells no role', async () => {
      const client = lms.client();
      await client.signIn('learner');
      const ids = await lms.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['instructor', 'teamleader']).execute();
      const idOf = (name: string) => ids.find((row) => row.username === name)!.id;
      const instructor = await client.post('/_api/instructors/isInstructor', { scope: 'demo', userId: idOf('instructor') });
      const leader = await client.post('/_api/dashel/isTeamLeader', { scope: 'demo', userId: idOf('teamleader') });
      const unknown = await client.post('/_api/dashel/isTeamLeader', { scope: 'demo', userId: 'nobody' });
      for (const response of [instructor, leader, unknown]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, ErrorCode: 'NotSessionUser' });
      }
    });

    it('403 for another scope, 401 without a session', async () => {
      const client = lms.client();
      const userId = await client.signIn('learner');
      expect((await client.post('/_api/dashel/isTeamLeader', { scope: 'other', userId })).statusCode).toBe(403);
      expect((await lms.client().post('/_api/dashel/isTeamLeader', { scope: 'demo', userId: 'x' })).statusCode).toBe(401);
    });
  });
});
