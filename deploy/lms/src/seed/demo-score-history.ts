import type { AwardDefinition } from '@portal/contracts/dashboard';
import { SCORE_HISTORY_PROFILE_ID } from '@portal/contracts/dashboard';
import type { Database } from '../db';
import { recordAwardInStore } from '../lrs/awards';
import { readUserJson } from '../lrs/documents/store';
import { FALLBACK_PORTAL_URL } from '../plugins/app/config';
import { gamificationConfig } from '../repositories/gamification';

/*
 * The demo learner's score history in the record store (spec 3 §7): each of their
 * seeded accolades as an award statement and an entry of the score-history profile, oldest first, so
 * the dashboard's score history shows them. Only when the learner has no score history yet.
 */
export async function seedDemoScoreHistory(db: Database, scope = 'demo', homePage = FALLBACK_PORTAL_URL): Promise<void> {
  const learner = await db.selectFrom('users').select('id').where('scope', '=', scope).where('username', '=', 'learner').executeTakeFirst();
  if (!learner) return;
  const key = { scope, kind: 'agent_profile' as const, activityId: '', registration: '', documentId: SCORE_HISTORY_PROFILE_ID, userId: learner.id };
  if (await readUserJson(db, key)) return;
  const { awards } = await gamificationConfig(db, scope);
  const byKey = new Map<string, AwardDefinition>(awards.map((award) => [award.key, award]));
  const accolades = await db
    .selectFrom('accolades')
    .select(['award_key', 'ref', 'reason', 'points', 'awarded_at'])
    .where('scope', '=', scope)
    .where('user_id', '=', learner.id)
    .orderBy('awarded_at')
    .execute();
  for (const accolade of accolades) {
    const definition = byKey.get(accolade.award_key);
    await recordAwardInStore(db, {
      scope,
      userId: learner.id,
      homePage,
      award: {
        key: accolade.award_key,
        label: definition?.label ?? accolade.reason,
        description: definition?.description ?? '',
        type: definition?.type ?? 'medal',
        reason: accolade.reason,
        points: accolade.points,
        ref: accolade.ref,
        awardedAt: new Date(accolade.awarded_at),
      },
    });
  }
}
