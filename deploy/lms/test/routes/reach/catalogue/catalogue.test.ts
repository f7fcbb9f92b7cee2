import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { type CatalogueItem, CatalogueResponseSchema } from '@portal/contracts/catalogue';
import * as v from 'valibot';
import { databases } from '../../../helpers/db';
import { useLms } from '../../../helpers/lms';
import { API, SCOPE, signedIn } from './helpers';

describe.each(databases())('catalogue on $name', (database) => {
  const lms = useLms(database);

  async function catalogueOf(response: { rawPayload: Buffer; headers: Record<string, unknown> }) {
    const encoding = response.headers['content-encoding'];
    const raw = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    return v.parse(CatalogueResponseSchema, JSON.parse(raw.toString('utf8')));
  }

  it('needs a session, and the session user in the path', async () => {
    expect((await lms.client().get(`${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`)).statusCode).toBe(401);
    const learner = await signedIn(lms);
    const other = await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/approver/catalogue`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, ErrorCode: 'NotSessionUser' });
  });

  it("answers learner's catalogue with their enrolments, completions, sessions and ratings", async () => {
    const learner = await signedIn(lms);
    const response = await learner.catalogue();
    expect(response.statusCode).toBe(200);
    const { Items, Categories } = await catalogueOf(response);
    const byId = new Map<string, CatalogueItem>(Items.map((item) => [item.Id, item]));
    expect(byId.get('demo-course')).toMatchObject({
      type: 'Course',
      Completion: 'Completed',
      Enrolment: 'Enrolled',
      AllowAttempts: true,
      AllowReview: true,
      RatingMean: 4.5,
      RatingCount: 2,
    });
    expect(byId.get('demo-course')!.CompletedOn).toEqual(expect.any(String));
    expect(byId.get('demo-completed')).toMatchObject({ Completion: 'Completed', RatingCount: 0 });
    expect(byId.get('demo-cur-intro')).toMatchObject({ Completion: 'NotAttempted', parents: ['demo-curriculum'] });
    expect(byId.get('demo-curriculum')!.Entries!.find((e) => e.ItemId === 'demo-cur-assessment')!.PrerequisiteIDs).toEqual(['demo-cur-intro']);
    expect(byId.get('demo-fire-safety')).toMatchObject({ isMandatory: true, Completion: 'Attempted' });
    expect(Date.parse(byId.get('demo-fire-safety')!.DueDate!)).toBeLessThan(Date.now());

    const sessions = new Map(byId.get('demo-event')!.Sessions!.map((s) => [s.Id, s]));
    expect(sessions.get('demo-session-past')).toMatchObject({ Enrolment: 'Enrolled', Status: 'Attended' });
    expect(sessions.get('demo-session-calendar')).toMatchObject({ Enrolment: 'Enrolled', Status: 'Attending' });
    expect(sessions.get('demo-session-full')).toMatchObject({ AvailableSeats: 0, Seats: 3, Enrolment: 'NotEnrolled' });
    expect(sessions.get('demo-session-open')).toMatchObject({ AvailableSeats: 11, Enrolment: 'NotEnrolled' });
    expect(Date.parse(sessions.get('demo-session-closed')!.EnrolmentDeadline!)).toBeLessThan(Date.now());
    expect(Categories.find((c) => c.Id === 'cat-cyber')).toMatchObject({ Name: 'root/Information governance/Data protection and cyber security awareness' });
    // Server-only rules are not sent.
    expect(JSON.stringify(Items)).not.toMatch(/MaxAttempts|LockAfterDueDate|TrackingMode/);
  });

  it('is sent compressed, private and revalidated: 304 for the same ETag', async () => {
    const learner = await signedIn(lms);
    const br = await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('private, no-cache');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const gzip = await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await catalogueOf(gzip)).Items.length).toBe((await catalogueOf(br)).Items.length);
    const plain = await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);

    const again = await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`, { headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it("changes the ETag after the user's own change and after another user's rating", async () => {
    const learner = await signedIn(lms);
    const first = String((await learner.catalogue()).headers.etag);
    expect((await learner.client.post(learner.enrolment('demo-bnf'), { status: 'Enrolled' })).json()).toEqual({ status: 'Enrolled' });
    const second = String((await learner.catalogue()).headers.etag);
    expect(second).not.toBe(first);
    const stale = await learner.client.get(`${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`, { headers: { 'if-none-match': first } });
    expect(stale.statusCode).toBe(200);
    expect((await catalogueOf(stale)).Items.find((i) => i.Id === 'demo-bnf')!.Enrolment).toBe('Enrolled');

    const approver = await signedIn(lms, 'approver');
    await lms.db
      .insertInto('catalogue_completions')
      .values({ user_id: approver.userId, scope: SCOPE, item_id: 'demo-link', completion: 'Completed', started_on: new Date(), completed_on: new Date() })
      .execute();
    expect((await approver.client.post(approver.rating(), { EntryId: 'demo-link', Rating: 4 })).statusCode).toBe(200);
    const third = String((await learner.catalogue()).headers.etag);
    expect(third).not.toBe(second);
    expect((await catalogueOf(await learner.catalogue())).Items.find((i) => i.Id === 'demo-link')).toMatchObject({ RatingMean: 4, RatingCount: 1 });
  });

  it("another user's catalogue carries their own state only", async () => {
    const approver = await signedIn(lms, 'approver');
    const { Items } = await catalogueOf(await approver.catalogue());
    expect(Items.find((i) => i.Id === 'demo-course')).toMatchObject({ Completion: 'NotAttempted', Enrolment: 'NotEnrolled' });
    expect(Items.find((i) => i.Id === 'demo-event')!.Sessions!.find((s) => s.Id === 'demo-session-full')).toMatchObject({ Enrolment: 'Enrolled', AvailableSeats: 0 });
  });
});
