import type { CurriculumEntry, EnrolmentMode, ItemKind, ItemType } from '@portal/contracts/catalogue';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { json } from '../db/json';
import type { ItemDefinition } from '../domain/catalogue/definition';
import { hashPassword } from '../lib/passwords';
import { DEMO_CATALOGUE_SETTINGS } from './demo-catalogue';
import { DEMO_PASSWORD } from './demo';

/*
 * The `big` tenant for performance work: 10,000 items (or as many as asked, up to
 * the 100,000 the bench measures) and 200 categories, generated from a fixed seed so every run builds
 * the same catalogue, inserted in batches. One account: learner.
 */

export const BIG_TENANT = 'big';
export const BIG_SIZES = { items: 10_000, categories: 200 } as const;
const BATCH = 500;
const DAY = 86_400_000;

/** Small deterministic PRNG (mulberry32): the same catalogue on every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AREAS = [
  'Clinical practice',
  'Patient safety',
  'Health and safety',
  'Information governance',
  'Leadership',
  'Wellbeing',
  'Digital skills',
  'Research',
  'Estates and facilities',
  'Finance',
];
const TOPICS = [
  'Infection control',
  'Medicines',
  'Resuscitation',
  'Nutrition',
  'Falls prevention',
  'Pressure care',
  'Dementia',
  'Mental health',
  'Safeguarding',
  'End of life care',
  'Fire safety',
  'Moving and handling',
  'Conflict resolution',
  'Data protection',
  'Cyber security',
  'Records',
  'Coaching',
  'Appraisals',
  'Budgets',
  'Project management',
  'Quality improvement',
  'Audit',
  'Clinical research',
  'Consent',
  'Equality',
  'Communication',
  'Teamwork',
  'Resilience',
  'Sleep',
  'Spreadsheets',
];
const LEVELS = ['an introduction', 'the essentials', 'in practice', 'for managers', 'refresher', 'advanced', 'case studies', 'quick guide', 'level 1', 'level 2'];
const WORDS = ['safe', 'care', 'patients', 'teams', 'practice', 'evidence', 'skills', 'policy', 'risk', 'learning', 'quality', 'people', 'service', 'standards', 'support'];
const KINDS: readonly { type: ItemType; kind: ItemKind; weight: number }[] = [
  { type: 'Course', kind: 'scorm', weight: 30 },
  { type: 'Course', kind: 'tincan', weight: 10 },
  { type: 'Link', kind: 'link', weight: 15 },
  { type: 'Video', kind: 'video', weight: 15 },
  { type: 'Audio', kind: 'audio', weight: 5 },
  { type: 'File', kind: 'file', weight: 12 },
  { type: 'Task', kind: 'task', weight: 5 },
  { type: 'Event', kind: 'event', weight: 5 },
  { type: 'Curriculum', kind: 'curriculum', weight: 3 },
];
const MODES: readonly EnrolmentMode[] = ['Optional', 'Optional', 'Optional', 'RequiredWithNoApproval', 'OptionalWithApproval'];
const LEARNING = `/_api/content/learning/${BIG_TENANT}`;
const LAUNCH: Partial<Record<ItemKind, string>> = {
  scorm: `${LEARNING}/course/index.html`,
  tincan: `${LEARNING}/course/index.html`,
  link: `${LEARNING}/link/index.html`,
  video: `${LEARNING}/media/demo-video.webm`,
  audio: `${LEARNING}/media/demo-audio.ogg`,
  file: `${LEARNING}/documents/fire-safety-quick-guide.pdf`,
};

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function pickKind(random: () => number) {
  const total = KINDS.reduce((sum, k) => sum + k.weight, 0);
  let roll = random() * total;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export interface BigTenantOptions {
  items?: number;
  categories?: number;
  now?: Date;
}

/**
 * Creates the `big` tenant unless it exists: settings, one account (learner / the demo password), the
 * categories (10 areas under root/, the rest topics below them), the items (curricula over earlier
 * items, events with three sessions each) and a realistic share of learner state.
 */
export async function seedBigTenant(db: Database, options: BigTenantOptions = {}): Promise<{ created: boolean; items: number; categories: number }> {
  const itemCount = options.items ?? BIG_SIZES.items;
  const categoryCount = options.categories ?? BIG_SIZES.categories;
  const now = options.now ?? new Date();
  const existing = await db.selectFrom('tenants').select('scope').where('scope', '=', BIG_TENANT).executeTakeFirst();
  if (existing) return { created: false, items: itemCount, categories: categoryCount };
  const random = prng(20_26);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    await trx.insertInto('tenants').values({ scope: BIG_TENANT, name: 'Big Health Trust' }).execute();
    const settings = { defaultScope: BIG_TENANT, systemName: 'Big Health Trust', languages: ['en-GB'], enableForgottenPassword: true, ...DEMO_CATALOGUE_SETTINGS };
    await trx
      .insertInto('settings')
      .values({ scope: BIG_TENANT, json: json(settings) })
      .execute();
    // Two-factor optional, so the benchmark signs in with a password alone.
    await trx
      .insertInto('named_items')
      .values([{ scope: BIG_TENANT, name: 'Account.2FA.LearnerPortal.Mode', value: '1' }])
      .execute();
    const learnerId = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id: learnerId,
        scope: BIG_TENANT,
        username: 'learner',
        password_hash: passwordHash,
        display_name: 'Alex Morgan',
        first_name: 'Alex',
        surname: 'Morgan',
        email: 'learner@big.example',
        email_verified: true,
        roles: json([]),
        authentication_mode: 'forms',
        profile: json({ mail: 'learner@big.example', jobTitle: 'Staff Nurse', preferredLanguage: 'en-GB' }),
        named_item_overrides: json([]),
      })
      .execute();
    await trx.insertInto('catalogue_versions').values({ scope: BIG_TENANT, version: 1 }).execute();

    const areas = AREAS.slice(0, Math.min(AREAS.length, categoryCount));
    const categories = areas.map((area, i) => ({ id: `big-cat-${i}`, name: `root/${area}`, slug: `area-${i}` }));
    for (let i = areas.length; i < categoryCount; i++) {
      const area = i % areas.length;
      categories.push({ id: `big-cat-${i}`, name: `root/${areas[area]}/${TOPICS[i % TOPICS.length]} ${Math.floor(i / areas.length)}`, slug: `topic-${i}` });
    }
    const leafCategories = categories.length > areas.length ? categories.slice(areas.length) : categories;
    await insertInBatches(
      categories.map((c, position) => ({ scope: BIG_TENANT, id: c.id, name: c.name, slug: c.slug, description: null, position, show_content: true })),
      (batch) => trx.insertInto('catalogue_categories').values(batch).execute(),
    );
    await trx
      .insertInto('catalogue_channels')
      .values(
        areas.map((area, i) => ({
          scope: BIG_TENANT,
          id: `big-channel-${i}`,
          name: area,
          slug: `area-${i}`,
          description: null,
          thumbnail_url: null,
          categories: json(categories.filter((c) => c.name.startsWith(`root/${area}`)).map((c) => c.id)),
          position: i,
        })),
      )
      .execute();

    const items: { scope: string; id: string; type: string; name: string; definition: string; created_on: Date; modified_on: Date }[] = [];
    const sessions: {
      scope: string;
      id: string;
      event_id: string;
      name: string;
      start_date: Date;
      end_date: Date;
      enrolment_deadline: Date;
      cancellation_deadline: Date;
      location: string;
      seats: number;
      enrolment_mode: string;
      completion_mode: string;
    }[] = [];
    const leaves: string[] = [];
    // Ids sort as the items were made, whatever the size (five digits up to 100,000 items).
    const idWidth = Math.max(5, String(itemCount - 1).length);
    for (let i = 0; i < itemCount; i++) {
      const id = `big-${String(i).padStart(idWidth, '0')}`;
      let { type, kind } = pickKind(random);
      // A curriculum needs earlier leaf items to hold.
      if (type === 'Curriculum' && leaves.length < 5) ({ type, kind } = KINDS[0]!);
      const topic = pick(random, TOPICS);
      const name = `${topic}: ${pick(random, LEVELS)} ${i}`;
      const category = pick(random, leafCategories);
      const definition: ItemDefinition = {
        Type: kind,
        FriendlyType: type,
        EnrolmentMode: pick(random, MODES),
        CompletionMode: type === 'Video' || type === 'Audio' || type === 'Task' || type === 'Event' ? 'Manual' : 'Auto',
        Categories: random() < 0.2 ? [category.id, pick(random, leafCategories).id] : [category.id],
        Description: `<p>${topic} for ${pick(random, WORDS)} ${pick(random, WORDS)}: ${pick(random, WORDS)}, ${pick(random, WORDS)} and ${pick(random, WORDS)}.</p>`,
        durationExtension: 5 + Math.floor(random() * 24) * 5,
        ...(random() < 0.1 ? { costExtension: 10 + Math.floor(random() * 20) * 5 } : {}),
        PriorityOrder: Math.floor(random() * 10),
        ThumbnailUrl: `${LEARNING}/thumbnails/${type.toLowerCase()}.svg`,
        ...(LAUNCH[kind] ? { LaunchPath: kind === 'scorm' || kind === 'tincan' ? `${LAUNCH[kind]}?item=${id}` : LAUNCH[kind] } : {}),
        ...(type === 'Course' ? { AllowAttempts: random() < 0.3, AllowReview: random() < 0.3 } : {}),
        ...(random() < 0.02 ? { isHidden: true } : {}),
      };
      if (type === 'Curriculum') {
        const count = 3 + Math.floor(random() * 3);
        const start = Math.floor(random() * (leaves.length - count));
        definition.Entries = leaves
          .slice(start, start + count)
          .map((ItemId, Index, all): CurriculumEntry => ({ ItemId, Index, IsRequiredForCompletion: true, PrerequisiteIDs: Index > 0 && random() < 0.5 ? [all[Index - 1]!] : [] }));
      } else if (type !== 'Event') leaves.push(id);
      if (type === 'Event') {
        for (let s = 0; s < 3; s++) {
          const start = new Date(now.getTime() + Math.floor((random() * 120 - 30) * DAY));
          start.setUTCHours(9 + s * 2, 0, 0, 0);
          sessions.push({
            scope: BIG_TENANT,
            id: `${id}-s${s}`,
            event_id: id,
            name: `Session ${s + 1}`,
            start_date: start,
            end_date: new Date(start.getTime() + 2 * 3_600_000),
            enrolment_deadline: new Date(start.getTime() - 2 * DAY),
            cancellation_deadline: new Date(start.getTime() - DAY),
            location: `Room ${1 + Math.floor(random() * 20)}`,
            seats: 5 + Math.floor(random() * 40),
            enrolment_mode: 'Optional',
            completion_mode: 'Manual',
          });
        }
      }
      const created = new Date(now.getTime() - Math.floor(random() * 1000) * DAY);
      items.push({
        scope: BIG_TENANT,
        id,
        type,
        name,
        definition: json(definition),
        created_on: created,
        modified_on: new Date(Math.max(created.getTime(), now.getTime() - Math.floor(random() * 200) * DAY)),
      });
    }
    await insertInBatches(items, (batch) => trx.insertInto('catalogue_items').values(batch).execute());
    await insertInBatches(sessions, (batch) => trx.insertInto('catalogue_sessions').values(batch).execute());

    // learner: a fifth enrolled, half of those started or finished, some mandatory with due dates.
    const enrolments: { user_id: string; scope: string; item_id: string; enrolment: string; mandatory: boolean; due_date: Date | null; reason: null }[] = [];
    const completions: { user_id: string; scope: string; item_id: string; completion: string; started_on: Date; completed_on: Date | null }[] = [];
    for (const item of items) {
      if (random() >= 0.2) continue;
      const mandatory = random() < 0.1;
      enrolments.push({
        user_id: learnerId,
        scope: BIG_TENANT,
        item_id: item.id,
        enrolment: 'Enrolled',
        mandatory,
        due_date: mandatory ? new Date(now.getTime() + Math.floor(random() * 120 - 30) * DAY) : null,
        reason: null,
      });
      const roll = random();
      if (item.type === 'Curriculum' || item.type === 'Event' || roll >= 0.5) continue;
      const started = new Date(now.getTime() - Math.floor(random() * 300 + 1) * DAY);
      completions.push({
        user_id: learnerId,
        scope: BIG_TENANT,
        item_id: item.id,
        completion: roll < 0.3 ? 'Completed' : 'Attempted',
        started_on: started,
        completed_on: roll < 0.3 ? started : null,
      });
    }
    await insertInBatches(enrolments, (batch) => trx.insertInto('catalogue_enrolments').values(batch).execute());
    await insertInBatches(completions, (batch) => trx.insertInto('catalogue_completions').values(batch).execute());
    return { created: true, items: items.length, categories: categories.length };
  });
}
