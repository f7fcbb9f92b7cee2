import { sql } from 'kysely';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('catalogue extensions (spec 2 §7) on $name', (database) => {
  const lms = useLms(database);

  async function setEnabled(on: boolean) {
    await lms.db
      .updateTable('settings')
      .set({ json: sql`json || ${JSON.stringify({ enableCatalogueExtensions: on })}::jsonb` })
      .where('scope', '=', 'demo')
      .execute();
  }

  it("names the tenant's extension fields and answers an item's values for them", async () => {
    const client = lms.client();
    await client.signIn('learner');
    const definitions = await client.post('/_api/resolute/GetExtensions', {});
    expect(definitions.statusCode).toBe(200);
    expect(definitions.json().extensions.map((d: { key: string }) => d.key)).toEqual(['provider', 'level', 'syllabus']);
    const item = await client.post('/_api/junk/GetItem', { id: 'demo-fire-safety' });
    expect(item.json()).toEqual({
      id: 'demo-fire-safety',
      extensions: { provider: 'Demo University Estates team', level: 'Foundation', syllabus: 'https://demo.example/fire-safety-syllabus' },
    });
    expect((await client.post('/_api/junk/GetItem', { id: 'demo-course' })).json()).toMatchObject({ extensions: {} });
  });

  it('refuses an unknown item, a bad body and a caller without a session', async () => {
    const client = lms.client();
    await client.signIn('learner');
    expect((await client.post('/_api/junk/GetItem', { id: 'no-such-item' })).statusCode).toBe(404);
    expect((await client.post('/_api/junk/GetItem', {})).statusCode).toBe(400);
    expect((await lms.client().post('/_api/resolute/GetExtensions', {})).statusCode).toBe(401);
  });

  it('answers 404 while the tenant has extensions off', async () => {
    const client = lms.client();
    await client.signIn('learner');
    await setEnabled(false);
    try {
      expect((await client.post('/_api/resolute/GetExtensions', {})).statusCode).toBe(404);
      expect((await client.post('/_api/junk/GetItem', { id: 'demo-fire-safety' })).statusCode).toBe(404);
    } finally {
      await setEnabled(true);
    }
  });
});
