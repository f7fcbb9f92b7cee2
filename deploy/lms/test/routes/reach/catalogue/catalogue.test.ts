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

  it('answers a page of the items with offset and limit, in id order, each as the whole catalogue has it, with every category and the total', async () => {
    const learner = await signedIn(lms);
    const url = `${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`;
    const whole = await catalogueOf(await learner.client.get(url, { headers: { 'accept-encoding': 'gzip' } }));
    const first = await learner.client.get(`${url}?limit=3`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(whole.Items.length));
    // The LMS's share of the round trip, for the page's resource timing (the big-catalogue bench reads it).
    expect(first.headers['server-timing']).toMatch(/^lms;dur=\d+(\.\d)?$/);
    const second = await learner.client.get(`${url}?offset=3&limit=3`, { headers: { 'accept-encoding': 'br' } });
    expect(second.headers['x-total-count']).toBe(String(whole.Items.length));
    const pages = [await catalogueOf(first), await catalogueOf(second)];
    // Each item as the whole catalogue has it (the user's state, sessions, ratings, parent curricula), in id order.
    const byId = [...whole.Items].sort((a, b) => (a.Id < b.Id ? -1 : 1));
    expect(pages.flatMap((page) => page.Items)).toEqual(byId.slice(0, 6));
    expect(pages[1]!.Categories).toEqual(whole.Categories);
    const all = await catalogueOf(await learner.client.get(`${url}?limit=1000`));
    expect(all.Items).toEqual(byId);
    const past = await catalogueOf(await learner.client.get(`${url}?offset=${whole.Items.length}&limit=3`));
    expect(past.Items).toEqual([]);
    // The page is revalidated as the whole catalogue is.
    expect((await learner.client.get(`${url}?limit=3`, { headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
  });

  it('searches a page: the items holding every word (any case, in name, description, type or category), in id order, with their total', async () => {
    const learner = await signedIn(lms);
    const url = `${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`;
    const whole = await catalogueOf(await learner.client.get(url));
    const byId = [...whole.Items].sort((a, b) => (a.Id < b.Id ? -1 : 1));
    const named = byId[0]!;
    const word = named.Name.split(/\s+/)
      .find((part) => part.length > 3)!
      .toUpperCase();
    const holding = byId.filter((item) => `${item.Name} ${item.Description ?? ''} ${item.type}`.toLowerCase().includes(word.toLowerCase()));
    const found = await learner.client.get(`${url}?limit=1000&search=${encodeURIComponent(` ${word}  `)}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-total-count']).toBe(String(found.json().Items.length));
    expect(found.json().Total).toBe(found.json().Items.length);
    const foundIds = (await catalogueOf(found)).Items.map((item) => item.Id);
    expect(foundIds).toEqual(expect.arrayContaining(holding.map((item) => item.Id)));
    expect(foundIds).toEqual([...foundIds].sort());
    // Every word must match; a page of the matches.
    const none = await learner.client.get(`${url}?limit=5&search=${encodeURIComponent(`${word} zzqxnotaword`)}`);
    expect(none.json()).toMatchObject({ Items: [], Total: 0 });
    const second = await catalogueOf(await learner.client.get(`${url}?offset=1&limit=1&search=${encodeURIComponent(word)}`));
    expect(second.Items.map((item) => item.Id)).toEqual(foundIds.slice(1, 2));
    // A category's name finds its items.
    const category = whole.Categories.find((c) => byId.some((item) => item.Categories.includes(c.Id) || item.Categories.includes(c.Slug) || item.Categories.includes(c.Name)))!;
    const inCategory = await catalogueOf(
      await learner.client.get(
        `${url}?limit=1000&search=${encodeURIComponent(
          category.Name.replace(/^root\//, '')
            .split('/')
            .pop()!,
        )}`,
      ),
    );
    expect(inCategory.Items.length).toBeGreaterThan(0);
  });

  it('refuses a page without a limit, a limit over 1,000, and an offset that is no whole number', async () => {
    const learner = await signedIn(lms);
    const url = `${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`;
    for (const query of ['offset=3', 'search=x', 'limit=0', 'limit=1001', 'offset=-1&limit=5', 'offset=two&limit=5']) {
      const response = await learner.client.get(`${url}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, ErrorCode: 'InvalidParameter' });
    }
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

  it("carries each found item as the whole catalogue has it, after the user's own change and another user's rating too", async () => {
    const learner = await signedIn(lms);
    const url = `${API}/reach/${SCOPE}/api/v3/users/learner/catalogue`;
    const sameAsWhole = async () => {
      const whole = new Map((await catalogueOf(await learner.client.get(url))).Items.map((item) => [item.Id, item]));
      // 'e' is in nearly every text: events with their sessions, curricula, rated items.
      const found = await catalogueOf(await learner.client.get(`${url}?limit=1000&search=e`));
      expect(found.Items.length).toBeGreaterThan(3);
      for (const item of found.Items) expect(item).toEqual(whole.get(item.Id));
      return new Map(found.Items.map((item) => [item.Id, item]));
    };
    await sameAsWhole();
    // The search's kept reads follow the user's change stamp and the tenant's catalogue version: a
    // rating by the learner changes both, one by another user the version alone.
    const rate = async (who: Awaited<ReturnType<typeof signedIn>>, item: string, rating: number) => {
      await lms.db
        .insertInto('catalogue_completions')
        .values({ user_id: who.userId, scope: SCOPE, item_id: item, completion: 'Completed', started_on: new Date(), completed_on: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      expect((await who.client.post(who.rating(), { EntryId: item, Rating: rating })).statusCode).toBe(200);
    };
    await rate(learner, 'demo-bnf', 3);
    expect((await sameAsWhole()).get('demo-bnf')).toMatchObject({ rating: 3 });
    await rate(await signedIn(lms, 'approver'), 'demo-bnf', 5);
    expect((await sameAsWhole()).get('demo-bnf')).toMatchObject({ rating: 3, RatingMean: 4, RatingCount: 2 });
  });
});
