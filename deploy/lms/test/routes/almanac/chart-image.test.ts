import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const ALMANAC = '/_api/almanac';
const token = async (client: TestClient, uid = '') => (await client.post(`${ALMANAC}/GetToken`, { uid })).json().token as string;

/** GET /almanac/Chart/{token}/{id}/{name}.svg (spec 3 §7): an image a page or a report embeds. */
describe.each(databases())('the CPD chart image on $name', (database) => {
  const lms = useLms(database);

  it('is an SVG that runs nothing, is revalidated by its ETag, and stays private', async () => {
    const learner = lms.client();
    await learner.signIn('learner');
    const url = `${ALMANAC}/Chart/${await token(learner)}/cpd-period-current/progress.svg`;
    const first = await learner.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body).not.toMatch(/<script|on\w+=/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await learner.get(url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is refused without the session that asked for its token', async () => {
    const learner = lms.client();
    await learner.signIn('learner');
    const url = `${ALMANAC}/Chart/${await token(learner)}/cpd-period-current/progress.svg`;
    expect((await lms.client().get(url)).statusCode).toBe(401);
  });
});
