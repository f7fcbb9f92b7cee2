import type { Accolade, AwardDefinition, GamificationConfig, Leaderboard } from '@portal/contracts/dashboard';
import { GAMIFICATION_OFF } from '@portal/contracts/dashboard';
import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';

/** The tenant's gamification (spec 3 §1: on only when configured); off when there is no row. */
export async function gamificationConfig(db: Database, scope: string): Promise<GamificationConfig> {
  const row = await db.selectFrom('gamification_config').select(['enabled', 'awards']).where('scope', '=', scope).executeTakeFirst();
  return row ? { enabled: row.enabled, awards: row.awards } : GAMIFICATION_OFF;
}

export async function saveGamificationConfig(db: Database, scope: string, config: GamificationConfig): Promise<void> {
  await db
    .insertInto('gamification_config')
    .values({ scope, enabled: config.enabled, awards: json(config.awards) })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ enabled: config.enabled, awards: json(config.awards) }))
    .execute();
}

/**
 * The leaderboard (spec 3 §3): the top `limit` by points, ranked 1, 2, 3… (equal points share a rank,
 * the next rank skips), and the user's own rank (null when the user has no points: unranked). When
 * the user is below the top `limit`, the entry above the user and the user's own entry follow, so the
 * portal can show its summary (spec 3 §2: the first 3, the one before the user and the user).
 */
export async function leaderboard(db: Database, scope: string, userId: string, limit: number): Promise<Leaderboard> {
  const ranked = db
    .selectFrom('gamification_points as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.scope', '=', scope)
    .select([
      'p.user_id',
      'u.display_name as user_name',
      'p.points_total',
      sql<number>`rank() over (order by p.points_total desc)`.as('rank'),
      sql<number>`row_number() over (order by p.points_total desc, u.display_name, p.user_id)`.as('position'),
      (eb) =>
        eb
          .selectFrom('accolades as a')
          .whereRef('a.user_id', '=', 'p.user_id')
          .where('a.scope', '=', scope)
          .select(sql<number>`count(*)`.as('n'))
          .as('award_count'),
    ]);
  const own = await db.selectFrom(ranked.as('r')).select(['rank', 'position']).where('user_id', '=', userId).executeTakeFirst();
  const ownPosition = own ? Number(own.position) : 0;
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where((eb) => eb.or([eb('position', '<=', limit), ...(ownPosition > limit ? [eb('position', 'in', [ownPosition - 1, ownPosition])] : [])]))
    .orderBy('position')
    .execute();
  return {
    leader_standings: rows.map((row) => ({
      user_id: row.user_id,
      user_name: row.user_name,
      points_total: Number(row.points_total),
      rank: Number(row.rank),
      award_count: Number(row.award_count ?? 0),
    })),
    user_standings: [{ user_id: userId, rank: own ? Number(own.rank) : null }],
  };
}

/** A user's accolades, newest first, each with its definition from the tenant's awards (none when unknown). */
export async function listAccolades(db: Database, scope: string, userId: string, awards: readonly AwardDefinition[]): Promise<Accolade[]> {
  const rows = await db
    .selectFrom('accolades')
    .select(['id', 'award_key', 'ref', 'reason', 'points', 'awarded_at'])
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .orderBy('awarded_at', 'desc')
    .execute();
  const byKey = new Map(awards.map((award) => [award.key, award]));
  return rows.map((row) => ({
    id: row.id,
    // Spec 3 §3: the accolade statement type is 'award'.
    type: 'award',
    ref: row.ref,
    reason: row.reason,
    points: row.points,
    awarded_at: new Date(row.awarded_at).toISOString(),
    definition: byKey.get(row.award_key) ?? null,
  }));
}
