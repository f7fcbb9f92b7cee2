import type { AwardDefinition, FeedSource } from '@portal/contracts/dashboard';
import { sql } from 'kysely';
import type { Database } from '../db';
import { insertStatements } from '../lrs/statements/store';
import { saveFeeds } from '../repositories/feeds';
import { saveGamificationConfig } from '../repositories/gamification';
import { CONTENT_FEED_PREFIX } from '../domain/feeds';

/*
 * Demo data of the dashboard: gamification configured with three awards; 20 users on the
 * leaderboard with `learner` ranked 8th (so the summary shows the first 3, the one above and the user);
 * learner's accolades; the tenant's two feeds (files in content/demo/feeds, read by the LMS itself);
 * a year of learner's activity for the heatmap; and a scored attempt with a mastery score for the
 * learning history (65% against a mastery score of 80%, so failed).
 */

export const DEMO_AWARDS: readonly AwardDefinition[] = [
  { key: 'first-completion', label: 'First completion', description: 'Completed a first course', type: 'trophy' },
  { key: 'top-scorer', label: 'Top scorer', description: 'Scored 90% or more in an assessment', type: 'badge' },
  { key: 'steady-learner', label: 'Steady learner', description: 'Learned every week for a month', type: 'medal' },
];

export const DEMO_FEEDS: readonly FeedSource[] = [
  { id: 'news', title: 'Demo University news', url: `${CONTENT_FEED_PREFIX}news.xml` },
  { id: 'events', title: 'Learning events', url: `${CONTENT_FEED_PREFIX}events.xml` },
];

/** Spec-shaped leaderboard: 20 users, learner 8th. */
export const DEMO_LEADERBOARD_SIZE = 20;
export const DEMO_LEARNER_RANK = 8;
const DAY = 86_400_000;
/** learner's scored attempt (Data security awareness, which learner is enrolled in). */
export const DEMO_SCORED_ITEM = 'demo-ig-basics';

const ACTIVITY_TITLES = ['Fire safety', 'Information governance', 'Hand hygiene', 'Manual handling', 'Safeguarding adults', 'Basic life support'];

/** A small deterministic generator, so every seeded demo shows the same year. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Seeds the dashboard data if the tenant has no gamification yet (so it also fills in a demo database seeded earlier). */
export async function seedDemoDashboard(db: Database, scope = 'demo', now = new Date()): Promise<void> {
  const done = await db.selectFrom('gamification_config').select('scope').where('scope', '=', scope).executeTakeFirst();
  if (done) return;
  const learner = await db.selectFrom('users').select('id').where('scope', '=', scope).where('username', '=', 'learner').executeTakeFirst();
  if (!learner) return;
  await saveGamificationConfig(db, scope, { enabled: true, awards: [...DEMO_AWARDS] });
  await saveFeeds(db, scope, DEMO_FEEDS);

  const others = await db
    .selectFrom('users')
    .select('id')
    .where('scope', '=', scope)
    .where('id', '<>', learner.id)
    // The tenant administrator keeps the portal running; they are not on the learners' leaderboard.
    .where(sql<boolean>`not (roles @> '["Administrator"]'::jsonb)`)
    .orderBy('username')
    .limit(DEMO_LEADERBOARD_SIZE - 1)
    .execute();
  const standings = [...others.slice(0, DEMO_LEARNER_RANK - 1).map((u) => u.id), learner.id, ...others.slice(DEMO_LEARNER_RANK - 1).map((u) => u.id)];
  await db
    .insertInto('gamification_points')
    .values(standings.map((userId, index) => ({ scope, user_id: userId, points_total: 2_000 - index * 85 })))
    .execute();

  const accolade = (userId: string, key: string, daysAgo: number, reason: string, points: number, n: number) => ({
    id: `demo-accolade-${userId.slice(0, 8)}-${n}`,
    scope,
    user_id: userId,
    award_key: key,
    ref: `demo-${key}`,
    reason,
    points,
    awarded_at: new Date(now.getTime() - daysAgo * DAY),
  });
  await db
    .insertInto('accolades')
    .values([
      accolade(learner.id, 'first-completion', 300, 'Completed Fire safety', 100, 1),
      accolade(learner.id, 'top-scorer', 120, 'Scored 95% in Information governance', 150, 2),
      accolade(learner.id, 'steady-learner', 20, 'Learned every week in October', 200, 3),
      ...standings.slice(0, 3).map((userId, index) => accolade(userId, 'top-scorer', 40 + index, 'Scored 100% in Hand hygiene', 150, 1)),
    ])
    .execute();

  // A year of activity: more on weekdays than at weekends, none on some days.
  const random = generator(16);
  const events: { id: string; scope: string; user_id: string; occurred_on: Date; type: string; title: string }[] = [];
  for (let daysAgo = 364; daysAgo >= 0; daysAgo -= 1) {
    const day = new Date(now.getTime() - daysAgo * DAY);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const count = Math.floor(random() * (weekend ? 2 : 5));
    for (let n = 0; n < count; n += 1) {
      events.push({
        id: `demo-event-${learner.id.slice(0, 8)}-${daysAgo}-${n}`,
        scope,
        user_id: learner.id,
        occurred_on: new Date(day.getTime() - Math.floor(random() * 8) * 3_600_000),
        type: n % 2 ? 'completed' : 'experienced',
        title: ACTIVITY_TITLES[Math.floor(random() * ACTIVITY_TITLES.length)]!,
      });
    }
  }
  for (let start = 0; start < events.length; start += 200)
    await db
      .insertInto('user_events')
      .values(events.slice(start, start + 200))
      .execute();

  // The learning history's score and mastery (spec 3 §3 History event): the record store's newest scored
  // statement on an item learner is enrolled in, with the activity's mastery score among its extensions.
  const attempt = {
    actor: { account: { name: learner.id, homePage: 'https://demo.learner-portal' } },
    verb: { id: 'http://adlnet.gov/expapi/verbs/failed' },
    object: { id: DEMO_SCORED_ITEM, definition: { extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore': 0.8 } } },
    result: { score: { scaled: 0.65 } },
    timestamp: new Date(now.getTime() - 10 * DAY).toISOString(),
  };
  await insertStatements(db, scope, [{ statement: attempt, userId: learner.id }]);
}
