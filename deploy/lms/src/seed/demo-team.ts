import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { json } from '../db/json';

/*
 * Demo data of the team leader area (issue 18): `teamleader` leads 12 members, one of whom leads a
 * sub-team of 2, with a mix of compliant, expiring soon and non-compliant members (mandatory items
 * due in the past, within 30 days, or done). Members cannot sign in (no password): they are the team
 * leader's data, not demo accounts.
 */

type Standing = 'compliant' | 'expiring' | 'overdue';

export interface DemoTeamMember {
  username: string;
  firstName: string;
  surname: string;
  standing: Standing;
  /** Days since the last sign-in; null: never signed in. */
  lastLoginDaysAgo: number | null;
  /** The username of their team leader within the team, if not `teamleader`. */
  leader?: string;
  roles?: string[];
}

export const DEMO_TEAM: readonly DemoTeamMember[] = [
  { username: 'team-amara', firstName: 'Amara', surname: 'Bello', standing: 'compliant', lastLoginDaysAgo: 0 },
  { username: 'team-ben', firstName: 'Ben', surname: 'Carter', standing: 'compliant', lastLoginDaysAgo: 1 },
  { username: 'team-chloe', firstName: 'Chloe', surname: 'Dunn', standing: 'expiring', lastLoginDaysAgo: 3 },
  { username: 'team-dev', firstName: 'Dev', surname: 'Iyer', standing: 'overdue', lastLoginDaysAgo: 20 },
  { username: 'team-ewa', firstName: 'Ewa', surname: 'Nowak', standing: 'compliant', lastLoginDaysAgo: 2 },
  { username: 'team-farid', firstName: 'Farid', surname: 'Haddad', standing: 'expiring', lastLoginDaysAgo: 9 },
  { username: 'team-gwen', firstName: 'Gwen', surname: 'Jones', standing: 'compliant', lastLoginDaysAgo: 40 },
  { username: 'team-hana', firstName: 'Hana', surname: 'Kato', standing: 'overdue', lastLoginDaysAgo: null },
  { username: 'team-ivan', firstName: 'Ivan', surname: 'Petrov', standing: 'compliant', lastLoginDaysAgo: 5 },
  { username: 'team-sub-lead', firstName: 'Jade', surname: 'Quinn', standing: 'compliant', lastLoginDaysAgo: 0, roles: ['TeamLeader'] },
  { username: 'team-kofi', firstName: 'Kofi', surname: 'Mensah', standing: 'expiring', lastLoginDaysAgo: 14, leader: 'team-sub-lead' },
  { username: 'team-lina', firstName: 'Lina', surname: 'Rossi', standing: 'overdue', lastLoginDaysAgo: 120, leader: 'team-sub-lead' },
];

/** Mandatory items of the demo catalogue each member is enrolled in. */
const MANDATORY_ITEMS = ['demo-fire-safety', 'demo-ig-basics'] as const;
const DAY = 86_400_000;

/** Seeds the team if `teamleader` leads no one yet (so it also fills in a demo database seeded earlier). */
export async function seedDemoTeam(db: Database, scope = 'demo', now = new Date()): Promise<void> {
  const leader = await db.selectFrom('users').select('id').where('scope', '=', scope).where('username', '=', 'teamleader').executeTakeFirst();
  if (!leader) return;
  const existing = await db.selectFrom('team_members').select('member_id').where('scope', '=', scope).where('leader_id', '=', leader.id).executeTakeFirst();
  if (existing) return;
  const items = await db.selectFrom('catalogue_items').select('id').where('scope', '=', scope).where('id', 'in', MANDATORY_ITEMS).execute();
  const ids = new Map<string, string>([['teamleader', leader.id]]);
  for (const member of DEMO_TEAM) {
    const id = randomUUID();
    ids.set(member.username, id);
    await db
      .insertInto('users')
      .values({
        id,
        scope,
        username: member.username,
        password_hash: null,
        display_name: `${member.firstName} ${member.surname}`,
        first_name: member.firstName,
        surname: member.surname,
        email: `${member.username}@demo.example`,
        email_verified: true,
        roles: json(member.roles ?? []),
        authentication_mode: 'forms',
        profile: json({ mail: `${member.username}@demo.example`, preferredLanguage: 'en-GB' }),
        named_item_overrides: json([]),
        last_sign_in_at: member.lastLoginDaysAgo === null ? null : new Date(now.getTime() - member.lastLoginDaysAgo * DAY - 3_600_000),
      })
      .execute();
  }
  for (const member of DEMO_TEAM) {
    const memberId = ids.get(member.username)!;
    await db
      .insertInto('team_members')
      .values({ scope, member_id: memberId, leader_id: ids.get(member.leader ?? 'teamleader')! })
      .execute();
    for (const [index, item] of items.entries()) {
      // The first item decides the standing; the second is done, so it never hides it.
      const decisive = index === 0;
      const dueInDays = !decisive ? 90 : member.standing === 'overdue' ? -5 : member.standing === 'expiring' ? 10 : 60;
      const completed = !decisive || member.standing === 'compliant';
      await db
        .insertInto('catalogue_enrolments')
        .values({ scope, user_id: memberId, item_id: item.id, enrolment: 'Enrolled', mandatory: true, due_date: new Date(now.getTime() + dueInDays * DAY), reason: null })
        .execute();
      if (completed)
        await db
          .insertInto('catalogue_completions')
          .values({
            scope,
            user_id: memberId,
            item_id: item.id,
            completion: 'Completed',
            started_on: new Date(now.getTime() - 30 * DAY),
            completed_on: new Date(now.getTime() - 20 * DAY),
          })
          .execute();
    }
  }
}
