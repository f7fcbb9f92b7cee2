import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { json } from '../db/json';
import { insertStatements } from '../lrs/statements/store';
import { addApprovalRequest } from '../repositories/approvals';
import { issueCertificate } from '../repositories/certificates';
import { seedDemoCertificates } from './demo-certificates';

/*
 * Demo data of the team leader area: `teamleader` leads 12 members, one of whom leads a
 * sub-team of 2, with a mix of compliant, expiring soon and non-compliant members (mandatory items
 * due in the past, within 30 days, or done). Members cannot sign in (no password): they are the team
 * leader's data, not demo accounts. Each member holds certificates of the demo certifications that
 * match their standing (Amara's three sort differently by Awarded, Expires, Score and Title), and
 * Amara and Ben are booked on the Webinar session (no deadlines), which the team leader can cancel
 * with a reason and book again. `teamleader` is the members' approver: Chloe waits for their approval
 * of her enrolment on 'Coaching skills, day one' (a team approval item, spec 3 §3).
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

type DemoCertificate = { certificationId: string; awardedDaysAgo: number; score: number | null };

/** Certificates by standing (validity 365 days): recent ones, one expiring in 15 days, one expired 35 days ago. */
const CERTIFICATES_BY_STANDING: Record<Standing, readonly DemoCertificate[]> = {
  compliant: [
    { certificationId: 'cert-data-security', awardedDaysAgo: 20, score: 88 },
    { certificationId: 'cert-bls', awardedDaysAgo: 100, score: 90 },
  ],
  expiring: [{ certificationId: 'cert-bls', awardedDaysAgo: 350, score: 74 }],
  overdue: [{ certificationId: 'cert-ipc', awardedDaysAgo: 400, score: 65 }],
};

/** Amara's own: newest BLS, soonest-expiring data security, highest-scoring IPC, so each sort reads differently. */
const AMARA_CERTIFICATES: readonly DemoCertificate[] = [
  { certificationId: 'cert-ipc', awardedDaysAgo: 200, score: 92.5 },
  { certificationId: 'cert-bls', awardedDaysAgo: 30, score: 75 },
  { certificationId: 'cert-data-security', awardedDaysAgo: 340, score: 88 },
];

/**
 * The scaled score each member reached in Data security awareness (which every member completed), as
 * the record store holds it, with the activity's mastery score of 0.8: below it is failed (spec 3 §4).
 */
const SECURITY_SCORES: Readonly<Record<string, number>> = {
  'team-amara': 0.92345,
  'team-ben': 0.81,
  'team-chloe': 0.78,
  'team-dev': 0.6,
  'team-ewa': 0.955,
  'team-farid': 0.8,
  'team-gwen': 0.88,
  'team-ivan': 0.9,
  'team-sub-lead': 0.97,
  'team-kofi': 0.84,
  'team-lina': 0.7,
};
const SECURITY_ITEM = 'demo-ig-basics';
const MASTERY_SCORE_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';

/** The session team members are booked on: a webinar with no enrolment or cancellation deadline. */
export const DEMO_TEAM_SESSION = 'demo-session-webinar';
const BOOKED_ON_SESSION = ['team-amara', 'team-ben'];
/** The session that enrols only with approval, and the member waiting for it. */
export const DEMO_TEAM_APPROVAL_SESSION = 'demo-session-approval';
const AWAITING_APPROVAL = 'team-chloe';

/** Mandatory items of the demo catalogue each member is enrolled in. */
const MANDATORY_ITEMS = ['demo-fire-safety', 'demo-ig-basics'] as const;
const DAY = 86_400_000;

/** Seeds the team if `teamleader` leads no one yet (so it also fills in a demo database seeded earlier). */
export async function seedDemoTeam(db: Database, scope = 'demo', now = new Date()): Promise<void> {
  const leader = await db.selectFrom('users').select('id').where('scope', '=', scope).where('username', '=', 'teamleader').executeTakeFirst();
  if (!leader) return;
  const existing = await db.selectFrom('team_members').select('member_id').where('scope', '=', scope).where('leader_id', '=', leader.id).executeTakeFirst();
  if (existing) return;
  // The members' certificates need the certifications (seeding them is idempotent; it does nothing later).
  await seedDemoCertificates(db, scope, now);
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
        profile: json({ mail: `${member.username}@demo.example`, preferredLanguage: 'en-GB', approver: 'teamleader' }),
        named_item_overrides: json([]),
        last_sign_in_at: member.lastLoginDaysAgo === null ? null : new Date(now.getTime() - member.lastLoginDaysAgo * DAY - 3_600_000),
        // Regular visitors have signed in often, rare ones a few times.
        sign_in_count: member.lastLoginDaysAgo === null ? 0 : Math.max(1, 60 - member.lastLoginDaysAgo),
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
  for (const member of DEMO_TEAM) {
    const userId = ids.get(member.username)!;
    const certificates = member.username === 'team-amara' ? AMARA_CERTIFICATES : CERTIFICATES_BY_STANDING[member.standing];
    for (const c of certificates)
      await issueCertificate(db, { scope, userId, certificationId: c.certificationId, awardedAt: new Date(now.getTime() - c.awardedDaysAgo * DAY), score: c.score });
  }
  if (items.some((item) => item.id === SECURITY_ITEM))
    for (const [username, scaled] of Object.entries(SECURITY_SCORES)) {
      const userId = ids.get(username)!;
      const statement = {
        actor: { account: { name: userId, homePage: 'https://demo.learner-portal' } },
        verb: { id: `http://adlnet.gov/expapi/verbs/${scaled < 0.8 ? 'failed' : 'passed'}` },
        object: { id: SECURITY_ITEM, definition: { extensions: { [MASTERY_SCORE_EXTENSION]: 0.8 } } },
        result: { score: { scaled } },
        timestamp: new Date(now.getTime() - 20 * DAY).toISOString(),
      };
      await insertStatements(db, scope, [{ statement, userId }]);
    }
  const session = await db.selectFrom('catalogue_sessions').select('id').where('scope', '=', scope).where('id', '=', DEMO_TEAM_SESSION).executeTakeFirst();
  if (session)
    for (const username of BOOKED_ON_SESSION)
      await db
        .insertInto('session_enrolments')
        .values({ scope, session_id: session.id, user_id: ids.get(username)!, enrolment: 'Enrolled', status: null, reason: null })
        .execute();
  const approvalSession = await db.selectFrom('catalogue_sessions').select('id').where('scope', '=', scope).where('id', '=', DEMO_TEAM_APPROVAL_SESSION).executeTakeFirst();
  if (approvalSession) {
    const actorId = ids.get(AWAITING_APPROVAL)!;
    await db
      .insertInto('session_enrolments')
      .values({ scope, session_id: approvalSession.id, user_id: actorId, enrolment: 'PendingAdminApproval', status: null, reason: null })
      .execute();
    await addApprovalRequest(db, { scope, actorId, approverId: leader.id, objectId: approvalSession.id, objectType: 'session', approvalType: 'enrolment' });
  }
}
