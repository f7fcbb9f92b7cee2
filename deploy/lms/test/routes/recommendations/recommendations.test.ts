import type { RecommendedItem } from '@portal/contracts/dashboard';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';

describe.each(databases())('GET /recommendations on $name', (database) => {
  const lms = useLms(database);
  const get = async (query: string) => {
    const client = lms.client();
    await client.signIn('learner');
    return client.get(`/_api/recommendations${query}`);
  };

  it('without a seed gives `limit` items, the most recently modified first', async () => {
    const response = await get('?limit=3');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: RecommendedItem[] }>();
    expect(items).toHaveLength(3);
    const times = items.map((item) => Date.parse(item.ModifiedOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("with a seed gives items sharing the seed's category, not the seed itself", async () => {
    const rows = await lms.db.selectFrom('catalogue_items').select(['id', 'definition']).where('scope', '=', 'demo').execute();
    const seed = rows.find((row) => (row.definition.Categories ?? []).length > 0 && !row.definition.isHidden)!;
    const category = new Set(seed.definition.Categories);
    const { items } = (await get(`?limit=50&seed=${encodeURIComponent(seed.id)}`)).json<{ items: RecommendedItem[] }>();
    expect(items.length).toBeGreaterThan(0);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const item of items) {
      expect(item.Id).not.toBe(seed.id);
      expect((byId.get(item.Id)!.definition.Categories ?? []).some((c) => category.has(c))).toBe(true);
    }
  });

  it('refuses a bad limit and needs a session', async () => {
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await lms.client().get('/_api/recommendations')).statusCode).toBe(401);
  });
});
