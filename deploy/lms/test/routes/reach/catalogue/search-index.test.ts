import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { CatalogueResponseSchema, CatalogueSearchItemsSchema, CatalogueSearchStatesSchema, cataloguePaths } from '@portal/contracts/catalogue';
import * as v from 'valibot';
import { databases } from '../../../helpers/db';
import { useLms } from '../../../helpers/lms';
import { API, SCOPE, signedIn, type SignedIn } from './helpers';

describe.each(databases())('catalogue search index on $name', (database) => {
  const lms = useLms(database);

  const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }): unknown => {
    const encoding = response.headers['content-encoding'];
    const raw = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    return JSON.parse(raw.toString('utf8'));
  };
  const indexUrl = (username: string, part: string) => `${API}${cataloguePaths.catalogueSearchIndex(SCOPE, username)}?part=${part}`;
  const itemsOf = async (who: SignedIn, headers: Record<string, string> = {}) => {
    const response = await who.client.get(indexUrl(who.username, 'items'), { headers: { 'accept-encoding': 'br', ...headers } });
    return { response, index: response.statusCode === 200 ? v.parse(CatalogueSearchItemsSchema, decoded(response)) : undefined };
  };
  const statesOf = async (who: SignedIn) => {
    const response = await who.client.get(indexUrl(who.username, 'states'), { headers: { 'accept-encoding': 'gzip' } });
    return { response, states: v.parse(CatalogueSearchStatesSchema, decoded(response)) };
  };
  const catalogueOf = async (who: SignedIn) => v.parse(CatalogueResponseSchema, decoded(await who.client.get(API + cataloguePaths.catalogue(SCOPE, who.username))));

  it('needs a session, the session user in the path, and a part it knows', async () => {
    expect((await lms.client().get(indexUrl('learner', 'items'))).statusCode).toBe(401);
    const learner = await signedIn(lms);
    const other = await learner.client.get(indexUrl('approver', 'items'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, ErrorCode: 'NotSessionUser' });
    for (const query of ['', '?part=all', '?part=']) {
      const refused = await learner.client.get(`${API}${cataloguePaths.catalogueSearchIndex(SCOPE, 'learner')}${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^part: /) });
    }
  });

  it('carries every item in id order, as its row shows it, with the text the search scans', async () => {
    const learner = await signedIn(lms);
    const { response, index } = await itemsOf(learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const whole = await catalogueOf(learner);
    expect(index!.Ids).toEqual(whole.Items.map((item) => item.Id).sort());
    const at = (id: string) => index!.Ids.indexOf(id);
    const course = at('demo-course');
    expect(index!.Names[course]).toBe(whole.Items.find((item) => item.Id === 'demo-course')!.Name);
    expect(index!.Types[course]).toBe('Course');
    expect(index!.Listed[course]).toBe(true);
    expect([index!.RatingMeans[course], index!.RatingCounts[course]]).toEqual([4.5, 2]);
    expect(index!.Texts[course]).toBe(index!.Texts[course]!.toLowerCase());
    expect(index!.Texts[course]).toContain(index!.Names[course]!.toLowerCase());
    // What the whole catalogue's rows would show, per item.
    for (const item of whole.Items) {
      const i = at(item.Id);
      if (item.isHidden || item.PortalVisibility === 'Hide' || item.AvailabilityMode === 'Never') expect(index!.Listed[i]).toBe(false);
      expect(index!.Parents[i]).toBe(item.TargetingMode === 'NotDirectlyTargeted' ? (item.parents[0] ?? null) : null);
      expect(index!.Thumbnails[i]).toBe(item.ThumbnailUrl ?? null);
      expect(index!.FriendlyTypes[i]).toBe(item.FriendlyType ?? null);
    }
  });

  it('finds what the LMS search finds for the same words', async () => {
    const learner = await signedIn(lms);
    const { index } = await itemsOf(learner);
    const url = `${API}${cataloguePaths.catalogue(SCOPE, 'learner')}`;
    for (const words of ['e', 'course safety', 'demo']) {
      const found = await learner.client.get(`${url}?limit=1000&search=${encodeURIComponent(words)}`);
      const ids = index!.Ids.filter((_, i) => words.split(' ').every((word) => index!.Texts[i]!.includes(word)));
      expect(Number(found.headers['x-total-count'])).toBe(ids.length);
    }
  });

  it('is one body per catalogue version, the same for every user, and 304 for its ETag until the version changes', async () => {
    const learner = await signedIn(lms);
    const approver = await signedIn(lms, 'approver');
    const first = await itemsOf(learner);
    const etag = String(first.response.headers.etag);
    expect((await itemsOf(approver)).response.headers.etag).toBe(etag);
    expect((await itemsOf(learner, { 'if-none-match': etag })).response.statusCode).toBe(304);
    // The user's own change leaves the items alone: the states change.
    const states = await statesOf(learner);
    expect(states.states.Version).toBe(first.index!.Version);
    expect((await learner.client.post(learner.enrolment('demo-bnf'), { status: 'Enrolled' })).statusCode).toBe(200);
    expect((await itemsOf(learner, { 'if-none-match': etag })).response.statusCode).toBe(304);
    expect((await statesOf(learner)).response.headers.etag).not.toBe(states.response.headers.etag);
    // A rating changes every user's rows: a new version.
    await lms.db
      .insertInto('catalogue_completions')
      .values({ user_id: approver.userId, scope: SCOPE, item_id: 'demo-link', completion: 'Completed', started_on: new Date(), completed_on: new Date() })
      .execute();
    expect((await approver.client.post(approver.rating(), { EntryId: 'demo-link', Rating: 4 })).statusCode).toBe(200);
    const after = await itemsOf(learner, { 'if-none-match': etag });
    expect(after.response.statusCode).toBe(200);
    expect(after.index!.Version).not.toBe(first.index!.Version);
    const link = after.index!.Ids.indexOf('demo-link');
    expect([after.index!.RatingMeans[link], after.index!.RatingCounts[link]]).toEqual([4, 1]);
    expect((await statesOf(learner)).states.Version).toBe(after.index!.Version);
  });

  it("carries the user's own state of the items they have one for, as their catalogue has it", async () => {
    const learner = await signedIn(lms);
    const { response, states } = await statesOf(learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const whole = new Map((await catalogueOf(learner)).Items.map((item) => [item.Id, item]));
    expect(states.Ids).toEqual([...states.Ids].sort());
    expect(states.Ids).toEqual(expect.arrayContaining(['demo-course', 'demo-fire-safety']));
    states.Ids.forEach((id, i) => {
      const item = whole.get(id)!;
      expect({ Enrolment: states.Enrolments[i], Completion: states.Completions[i], DueDate: states.DueDates[i] }).toEqual({
        Enrolment: item.Enrolment,
        Completion: item.Completion,
        DueDate: item.DueDate ?? null,
      });
      if (states.Mandatory[i]) expect(item.isMandatory).toBe(true);
    });
    const etag = String(response.headers.etag);
    expect((await learner.client.get(indexUrl('learner', 'states'), { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // Another user's states are theirs alone.
    const approver = await signedIn(lms, 'approver');
    expect((await statesOf(approver)).states.Ids).not.toContain('demo-course');
  });

  it('reads the items a page shows by ids, each as the whole catalogue has it, in the order given', async () => {
    const learner = await signedIn(lms);
    const url = `${API}${cataloguePaths.catalogue(SCOPE, 'learner')}`;
    const whole = new Map((await catalogueOf(learner)).Items.map((item) => [item.Id, item]));
    const response = await learner.client.get(`${url}?ids=demo-event,demo-course,no-such-item`);
    expect(response.statusCode).toBe(200);
    const page = v.parse(CatalogueResponseSchema, decoded(response));
    expect(page.Items).toEqual([whole.get('demo-event'), whole.get('demo-course')]);
    for (const query of ['ids=', 'ids=a&limit=3', `ids=${Array.from({ length: 101 }, (_, i) => `i${i}`).join(',')}`]) {
      const refused = await learner.client.get(`${url}?${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ ErrorCode: 'InvalidParameter', Message: expect.stringMatching(/^ids: /) });
    }
  });
});
