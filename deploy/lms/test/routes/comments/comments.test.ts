import { sql } from 'kysely';
import { json } from '../../../src/db/json';
import { databases } from '../../helpers/db';
import { WRITE_LIMITS } from '../../../src/domain/write-limits';
import { type TestClient, useLms, useSignedIn } from '../../helpers/lms';

const COMMENTS = '/_api/comments';

describe.each(databases())('comments and subscriptions (/comments) on $name', (database) => {
  const lms = useLms(database);
  const { learner, approver, other } = useSignedIn(lms, { learner: 'learner', approver: 'approver', other: 'teamleader' });

  const taskTopic = () => `demo-task-reflection:${learner.userId}`;
  const list = async (client: TestClient, topic_ref: string) => client.post(`${COMMENTS}/listComments`, { scope: 'demo', topic_ref });

  it("shows the demo task's thread to its owner and to their approver, oldest first", async () => {
    const own = (await list(learner, taskTopic())).json().comments;
    expect(own.map((c: { commenter_name: string }) => c.commenter_name)).toEqual(['Alex Morgan', 'Priya Shah']);
    expect(own[0]).toMatchObject({ topic_label: 'Reflective account: a learning event', topic_data: 'task', flag: null, commenter_ref: learner.userId });
    expect((await list(approver, taskTopic())).json().comments).toHaveLength(2);
  });

  it("never shows another user's topic or another tenant's (404)", async () => {
    expect((await list(other, taskTopic())).statusCode).toBe(404);
    expect((await learner.post(`${COMMENTS}/listComments`, { scope: 'other', topic_ref: taskTopic() })).statusCode).toBe(404);
    expect((await other.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref: taskTopic(), title: 'x', type: 'task', text: 'hi' })).statusCode).toBe(404);
  });

  it('posts a comment and subscribes its commenter; an empty text is refused', async () => {
    const topic_ref = `demo-ela-route-test:${other.userId}`;
    const created = await other.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref, title: 'Conference day', type: 'ELA', text: '  My notes  ' });
    expect(created.json()).toMatchObject({ success: true, comment: { value: 'My notes', commenter_name: 'Grace Okafor', topic_data: 'ELA' } });
    const subscriptions = (await other.post(`${COMMENTS}/listSubscriptions`, { scope: 'demo', topic_ref })).json().subscriptions;
    expect(subscriptions).toMatchObject([{ topic_ref, topic_label: 'Conference day', topic_data: 'ELA', subscribed: true, subscriber_ref: other.userId, count: 1 }]);
    expect((await other.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref, title: 'x', type: 'ELA', text: '   ' })).statusCode).toBe(400);
  });

  it('flags a comment inappropriate and unflags it; not in another tenant, not for someone else', async () => {
    const topic_ref = `flag-test:${learner.userId}`;
    const { comment } = (await learner.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref, title: 'Flags', type: 'task', text: 'Flag me' })).json();
    expect((await approver.post(`${COMMENTS}/flagComment`, { scope: 'other', reference: comment.reference, flagger_ref: approver.userId })).statusCode).toBe(404);
    expect((await other.post(`${COMMENTS}/flagComment`, { scope: 'demo', reference: comment.reference, flagger_ref: other.userId })).statusCode).toBe(404);
    expect((await approver.post(`${COMMENTS}/flagComment`, { scope: 'demo', reference: comment.reference, flagger_ref: learner.userId })).statusCode).toBe(403);
    const flagged = await approver.post(`${COMMENTS}/flagComment`, { scope: 'demo', reference: comment.reference, flagger_ref: approver.userId });
    expect(flagged.json().comment).toMatchObject({ flag: 'inappropriate', flagger_ref: approver.userId });
    const cleared = await learner.post(`${COMMENTS}/removeCommentFlag`, { scope: 'demo', reference: comment.reference });
    expect(cleared.json().comment).toMatchObject({ flag: null, flagger_ref: null });
  });

  it("lists, toggles and removes the user's own subscriptions only", async () => {
    const mine = (await learner.post(`${COMMENTS}/listSubscriptions`, { scope: 'demo' })).json().subscriptions;
    const webinar = mine.find((s: { topic_ref: string }) => s.topic_ref === 'demo-event-online');
    expect(webinar).toMatchObject({ topic_label: 'Medicines safety webinar', topic_data: 'Event', subscribed: true, count: expect.any(Number) });
    expect((await other.post(`${COMMENTS}/updateSubscription`, { scope: 'demo', reference: webinar.reference, subscribed: false })).statusCode).toBe(404);
    const off = await learner.post(`${COMMENTS}/updateSubscription`, { scope: 'demo', reference: webinar.reference, subscribed: false });
    expect(off.json().subscription.subscribed).toBe(false);
    const on = await learner.post(`${COMMENTS}/createSubscription`, { scope: 'demo', topic_ref: 'demo-event-online', title: 'Medicines safety webinar', type: 'Event' });
    expect(on.json().subscription).toMatchObject({ reference: webinar.reference, subscribed: true });
    expect((await learner.post(`${COMMENTS}/readSubscription`, { scope: 'demo', reference: webinar.reference })).json().subscription.topic_ref).toBe('demo-event-online');
    expect((await other.post(`${COMMENTS}/removeSubscription`, { scope: 'demo', reference: webinar.reference })).statusCode).toBe(404);
    const topic_ref = `remove-test:${learner.userId}`;
    await learner.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref, title: 'Remove', type: 'task', text: 'x' });
    const sub = (await learner.post(`${COMMENTS}/listSubscriptions`, { scope: 'demo', topic_ref })).json().subscriptions[0];
    expect((await learner.post(`${COMMENTS}/removeSubscription`, { scope: 'demo', reference: sub.reference })).json()).toEqual({ success: true });
  });

  it('takes no comment while the tenant has comments off (spec 2 §1 enableComments)', async () => {
    const setComments = (on: boolean) =>
      lms.db
        .updateTable('settings')
        .set({ json: sql`json || ${json({ enableComments: on })}::jsonb` })
        .where('scope', '=', 'demo')
        .execute();
    await setComments(false);
    try {
      const refused = await learner.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref: taskTopic(), title: 'x', type: 'task', text: 'hi' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ ErrorCode: 'CommentsDisabled' });
    } finally {
      await setComments(true);
    }
    expect((await learner.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref: taskTopic(), title: 'x', type: 'task', text: 'hi' })).statusCode).toBe(200);
  });

  it("lets only the topic's owner remove it", async () => {
    const topic_ref = `owned:${learner.userId}`;
    await learner.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref, title: 'Owned', type: 'task', text: 'x' });
    expect((await approver.post(`${COMMENTS}/removeTopic`, { scope: 'demo', topic_ref })).statusCode).toBe(403);
    expect((await learner.post(`${COMMENTS}/removeTopic`, { scope: 'demo', topic_ref })).json()).toEqual({ success: true });
    expect((await list(learner, topic_ref)).json().comments).toEqual([]);
  });

  it('limits comments per user: a burst beyond the limit is 429 and stores nothing more', async () => {
    const { max } = WRITE_LIMITS.comment;
    const topic_ref = `burst-test:${approver.userId}`;
    const create = (i: number) => approver.post(`${COMMENTS}/createComment`, { scope: 'demo', topic_ref, title: 'Burst', type: 'task', text: `comment ${i}` });
    const already = (await lms.db.selectFrom('rate_events').select('id').where('user_id', '=', approver.userId).where('kind', '=', 'comment').execute()).length;
    for (let i = already; i < max; i++) expect((await create(i)).statusCode).toBe(200);
    const refused = await create(max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, ErrorCode: 'TooManyRequests' });
    expect((await list(approver, topic_ref)).json().comments).toHaveLength(max - already);
  });
});
