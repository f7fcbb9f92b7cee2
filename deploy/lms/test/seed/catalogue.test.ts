import { ITEM_TYPES } from '@portal/contracts/catalogue';
import { seedBigTenant, BIG_TENANT } from '../../src/seed/big';
import { DEMO_CHANNELS, DEMO_ITEMS, DEMO_SESSIONS } from '../../src/seed/demo-catalogue';
import { DEMO_E2E_TASK } from '../../src/seed/demo-tasks';
import { buildCatalogue } from '../../src/routes/reach/catalogue/catalogue';
import { databases } from '../helpers/db';

const FIXED_IDS = ['demo-link', 'demo-video', 'demo-audio', 'demo-pdf', 'demo-course', 'demo-completed', 'demo-curriculum', 'demo-cur-intro', 'demo-cur-assessment', 'demo-event'];
const FIXED_SESSIONS = ['demo-session-past', 'demo-session-open', 'demo-session-calendar', 'demo-session-full', 'demo-session-closed'];

it('leads every shown channel somewhere: to items of its categories, or, without categories, to items carrying its name without spaces', () => {
  const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  for (const channel of DEMO_CHANNELS) {
    const items = DEMO_ITEMS.filter((item) =>
      channel.categories.length > 0
        ? item.categories.some((id) => channel.categories.includes(id))
        : compact(`${item.name} ${item.description ?? ''}`).includes(compact(channel.name)),
    );
    expect({ channel: channel.name, items: items.length > 0 }).toEqual({ channel: channel.name, items: true });
  }
});

describe.each(databases())('catalogue seeds on $name', (database) => {
  it('seeds the demo catalogue with its fixed ids, at least 60 items over every type, and the settings', async () => {
    const handle = await database.open();
    try {
      const items = await handle.db.selectFrom('catalogue_items').select(['id', 'type']).where('scope', '=', 'demo').execute();
      expect(items.length).toBeGreaterThanOrEqual(60);
      expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(FIXED_IDS));
      // Sessions live inside events: every other item type is in the catalogue.
      expect(new Set(items.map((i) => i.type))).toEqual(new Set(ITEM_TYPES.filter((t) => t !== 'Session')));
      const sessions = await handle.db.selectFrom('catalogue_sessions').select('id').where('scope', '=', 'demo').execute();
      expect(sessions.map((s) => s.id)).toEqual(expect.arrayContaining(FIXED_SESSIONS));
      const channels = await handle.db.selectFrom('catalogue_channels').select(['id', 'categories']).where('scope', '=', 'demo').execute();
      expect(channels.map((c) => c.id)).toEqual(expect.arrayContaining(['demo-channel-clinical', 'demo-channel-empty']));
      expect(channels.find((c) => c.id === 'demo-channel-empty')!.categories).toEqual([]);
      const categories = await handle.db.selectFrom('catalogue_categories').select('name').where('scope', '=', 'demo').execute();
      expect(categories.every((c) => c.name.startsWith('root/'))).toBe(true);
      expect(categories.some((c) => c.name.split('/').length > 2)).toBe(true);
      const settings = await handle.db.selectFrom('settings').select('json').where('scope', '=', 'demo').executeTakeFirstOrThrow();
      expect(settings.json).toMatchObject({ enableRatings: true, enableCategoryHierarchy: true, channelsBlackListFilter: ['legacy-courses'] });
      expect(DEMO_CHANNELS.map((c) => c.slug)).toContain('legacy-courses');
      expect(DEMO_SESSIONS.length).toBe(sessions.length);
      // Besides DEMO_ITEMS, the tasks seed adds the tasks e2e's own task.
      expect(DEMO_ITEMS.length).toBe(items.filter((i) => i.id !== DEMO_E2E_TASK.id).length);
    } finally {
      await handle.close();
    }
  });

  it('gives learner mandatory, overdue, completed and enrolled items', async () => {
    const handle = await database.open();
    try {
      const learner = await handle.db.selectFrom('users').select('id').where('scope', '=', 'demo').where('username', '=', 'learner').executeTakeFirstOrThrow();
      const { Items } = await buildCatalogue(handle.db, 'demo', learner.id);
      const overdue = Items.filter((i) => i.isMandatory && i.DueDate && Date.parse(i.DueDate) < Date.now() && i.Completion !== 'Completed');
      expect(overdue.map((i) => i.Id)).toEqual(expect.arrayContaining(['demo-fire-safety', 'demo-moving-handling']));
      expect(Items.filter((i) => i.isMandatory).length).toBeGreaterThanOrEqual(5);
      expect(Items.find((i) => i.Id === 'demo-course')!.Completion).toBe('Completed');
      expect(Items.find((i) => i.Id === 'demo-completed')!.Completion).toBe('Completed');
      expect(Items.find((i) => i.Id === 'demo-cur-intro')!.Completion).toBe('NotAttempted');
    } finally {
      await handle.close();
    }
  });

  it('seeds the big tenant deterministically, once, in batches', async () => {
    const first = await database.open();
    const second = await database.open();
    try {
      const small = { items: 1200, categories: 200, now: new Date('2026-03-01T00:00:00Z') };
      expect(await seedBigTenant(first.db, small)).toEqual({ created: true, items: 1200, categories: 200 });
      expect((await seedBigTenant(first.db, small)).created).toBe(false);
      await seedBigTenant(second.db, small);
      const rows = (db: typeof first.db) => db.selectFrom('catalogue_items').select(['id', 'type', 'name']).where('scope', '=', BIG_TENANT).orderBy('id').execute();
      const [a, b] = [await rows(first.db), await rows(second.db)];
      expect(a).toEqual(b);
      expect(a.length).toBe(1200);
      expect(new Set(a.map((r) => r.type))).toEqual(new Set(ITEM_TYPES.filter((t) => t !== 'Session')));
      const categories = await first.db.selectFrom('catalogue_categories').select('name').where('scope', '=', BIG_TENANT).execute();
      expect(categories.length).toBe(200);
      const learner = await first.db.selectFrom('users').select(['id', 'username']).where('scope', '=', BIG_TENANT).executeTakeFirstOrThrow();
      expect(learner.username).toBe('learner');
      const { Items } = await buildCatalogue(first.db, BIG_TENANT, learner.id);
      expect(Items.length).toBe(1200);
      expect(Items.some((i) => i.Enrolment === 'Enrolled')).toBe(true);
      expect(Items.find((i) => i.type === 'Event')!.Sessions!.length).toBe(3);
    } finally {
      await first.close();
      await second.close();
    }
    // Seeds thousands of rows twice: seconds alone, over a minute while the whole suite runs on two cores.
  }, 120_000);
});
