import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

describe.each(databases())('GET /reach/{scope}/api/v4/users/{userId}/approvals on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;
  let approver: TestClient;
  let other: TestClient;
  let learnerId: string;

  beforeAll(async () => {
    learner = lms.client();
    approver = lms.client();
    other = lms.client();
    learnerId = await learner.signIn('learner');
    await approver.signIn('approver');
    await other.signIn('teamleader');
  });

  const url = (scope = 'demo', userId = learnerId) => `/_api/reach/${scope}/api/v4/users/${userId}/approvals`;

  it("answers the user's own requests, and their approver's view of them", async () => {
    const own = (await learner.get(url())).json().approvals;
    expect(own.map((a: { objectId: string }) => a.objectId)).toEqual(expect.arrayContaining(['demo-approval-course', 'demo-retired-course']));
    expect(own[0]).toMatchObject({ actor: 'Alex Morgan', actorId: learnerId });
    expect((await approver.get(url())).json().approvals).toHaveLength(own.length);
  });

  it("refuses another user's requests and another tenant (404)", async () => {
    expect((await other.get(url())).statusCode).toBe(404);
    expect((await learner.get(url('other'))).statusCode).toBe(404);
  });
});
