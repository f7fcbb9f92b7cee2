import { json } from '../../../src/db/json';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const CHATBOT = '/_api/accba/GetChatBotUrl';

describe.each(databases())('chatbot link on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;

  beforeAll(async () => {
    learner = lms.client();
    await learner.signIn('learner');
  });

  it("answers the tenant's chatbot address, absolute, with the session user's first name and username", async () => {
    const response = await learner.post(CHATBOT, { first_name: 'Alex', username: 'learner' }, { headers: { host: 'portal.demo.example:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://portal.demo.example:8080/_api/accba/chatbot/demo?first_name=Alex&username=learner' });
  });

  it('serves the demo chatbot page the address points at', async () => {
    const page = await learner.get('/_api/accba/chatbot/demo');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Learner Portal assistant</h1>');
    // A tenant without its own page gets the default tenant's; a malformed scope cannot leave the content folder.
    expect((await learner.get('/_api/accba/chatbot/other-tenant')).body).toContain('Learner Portal assistant');
    expect((await learner.get('/_api/accba/chatbot/..%2F..')).body).toContain('Learner Portal assistant');
  });

  it('answers 403 UserMismatch for another username and 401 without a session', async () => {
    const other = await learner.post(CHATBOT, { first_name: 'Priya', username: 'approver' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, ErrorCode: 'UserMismatch' });
    expect((await lms.client().post(CHATBOT, { first_name: 'Alex', username: 'learner' })).statusCode).toBe(401);
  });

  it('answers 404 ChatBotNotConfigured when the tenant has no chatbot, and keeps an absolute address as configured', async () => {
    const { json: original } = await lms.db.selectFrom('settings').select('json').where('scope', '=', 'demo').executeTakeFirstOrThrow();
    try {
      await lms.db
        .updateTable('settings')
        .set({ json: json({ ...original, chatBotUrl: undefined }) })
        .where('scope', '=', 'demo')
        .execute();
      const none = await learner.post(CHATBOT, { first_name: 'Alex', username: 'learner' });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ success: false, ErrorCode: 'ChatBotNotConfigured' });

      await lms.db
        .updateTable('settings')
        .set({ json: json({ ...original, chatBotUrl: 'https://bot.example/chat?tenant=demo' }) })
        .where('scope', '=', 'demo')
        .execute();
      expect((await learner.post(CHATBOT, { first_name: 'Alex', username: 'learner' })).json()).toEqual({
        url: 'https://bot.example/chat?tenant=demo&first_name=Alex&username=learner',
      });
    } finally {
      await lms.db
        .updateTable('settings')
        .set({ json: json(original) })
        .where('scope', '=', 'demo')
        .execute();
    }
  });
});
