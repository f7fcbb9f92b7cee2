import { cataloguePaths } from '@portal/contracts/catalogue';
import { relationshipTo } from '../../src/routes/acting-for';
import { findUserById } from '../../src/repositories/users';
import { databases } from '../helpers/db';
import { useLms, useSignedIn } from '../helpers/lms';
import { API, SCOPE, userIdOf } from './reach/catalogue/helpers';

/**
 * "May A act for B (on item X)", once per relationship, through GET …/content/{id}?actingAs= (the call
 * every role uses to read another user's item) and through relationshipTo itself.
 */
describe.each(databases())('acting for another user on $name', (database) => {
  const lms = useLms(database);
  const { learner, approver, teamleader, instructor, reviewer } = useSignedIn(lms, {
    learner: 'learner',
    approver: 'approver',
    teamleader: 'teamleader',
    instructor: 'instructor',
    reviewer: 'reviewer',
  });
  const read = (actor: typeof learner, ownerId: string, itemId: string) => actor.get(API + cataloguePaths.item(SCOPE, ownerId, itemId, actor.userId));

  it('self: the user reads their own item', async () => {
    const response = await read(learner, learner.userId, 'demo-course');
    expect(response.statusCode).toBe(200);
  });

  it('actingAs must be the session user', async () => {
    const response = await learner.get(API + cataloguePaths.item(SCOPE, learner.userId, 'demo-course', approver.userId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ErrorCode: 'NotSessionUser' });
  });

  it('approver: the learner’s approver reads their items, not those of users they do not approve', async () => {
    expect((await read(approver, learner.userId, 'demo-course')).statusCode).toBe(200);
    const other = await read(approver, teamleader.userId, 'demo-fire-safety');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, ErrorCode: 'NotRelatedToUser' });
  });

  it('approver: an active delegate of the approver reads too, an expired one does not', async () => {
    expect((await read(reviewer, learner.userId, 'demo-course')).statusCode).toBe(403);
    await lms.db
      .insertInto('delegations')
      .values({ reference: 'acting-for-delegation', scope: SCOPE, approver_id: approver.userId, delegatee_id: reviewer.userId, start_at: null, end_at: null })
      .execute();
    expect((await read(reviewer, learner.userId, 'demo-course')).statusCode).toBe(200);
    await lms.db
      .updateTable('delegations')
      .set({ end_at: new Date(Date.now() - 86_400_000) })
      .where('reference', '=', 'acting-for-delegation')
      .execute();
    expect((await read(reviewer, learner.userId, 'demo-course')).statusCode).toBe(403);
  });

  it('team leader: reads the items of a member of their team (nested teams included), not of anyone else', async () => {
    expect((await read(teamleader, await userIdOf(lms, 'team-amara'), 'demo-fire-safety')).statusCode).toBe(200);
    expect((await read(teamleader, await userIdOf(lms, 'team-kofi'), 'demo-fire-safety')).statusCode).toBe(200);
    // The attack as written: the team call for the same pair answers NotTeamLeaderOfUser, so must this one.
    const response = await read(teamleader, learner.userId, 'demo-course');
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('Completion');
  });

  it('instructor: reads an attendee’s item only for the event of a session they run', async () => {
    // learner is enrolled in demo-session-past (demo-event), which instructor runs.
    expect((await read(instructor, learner.userId, 'demo-event')).statusCode).toBe(200);
    const other = await read(instructor, learner.userId, 'demo-course');
    expect(other.statusCode).toBe(403);
    // Not an attendee at all.
    expect((await read(instructor, teamleader.userId, 'demo-event')).statusCode).toBe(403);
  });

  it('an unknown id, another tenant’s user and no relationship get the same refusal', async () => {
    const unknown = await read(approver, '00000000-0000-4000-8000-000000000000', 'demo-course');
    const unrelated = await read(approver, teamleader.userId, 'demo-course');
    expect(unknown.statusCode).toBe(unrelated.statusCode);
    expect(unknown.json()).toEqual(unrelated.json());
  });

  it('relationshipTo names the relationship and honours only the ones allowed', async () => {
    const user = async (id: string) => (await findUserById(lms.db, id))!;
    const learnerRow = await user(learner.userId);
    const approverRow = await user(approver.userId);
    const reviewerRow = await user(reviewer.userId);
    const instructorRow = await user(instructor.userId);
    expect(await relationshipTo(lms.db, learnerRow, learnerRow, [])).toBe('self');
    expect(await relationshipTo(lms.db, approverRow, learnerRow, ['approver'])).toBe('approver');
    expect(await relationshipTo(lms.db, approverRow, learnerRow, ['teamLeader', 'instructor'], 'demo-course')).toBeUndefined();
    expect(await relationshipTo(lms.db, instructorRow, learnerRow, ['instructor'])).toBeUndefined();
    expect(await relationshipTo(lms.db, instructorRow, learnerRow, ['instructor'], 'demo-session-past')).toBe('instructor');
    expect(await relationshipTo(lms.db, reviewerRow, learnerRow, ['cpdReviewer'])).toBe('cpdReviewer');
    expect(await relationshipTo(lms.db, learnerRow, reviewerRow, ['cpdReviewer'])).toBeUndefined();
  });
});
