import { DRAFT_RULE_MESSAGE } from '@portal/contracts/cpd';
import { DEMO_CPD_PERIODS } from '../../../src/seed/demo-cpd';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const ALMANAC = '/_api/almanac';
const year = new Date().getUTCFullYear();
const inYear = (month: string) => `${year}-${month}T00:00:00.000Z`;
const YEAR = { start: `${year}-01-01T00:00:00.000Z`, end: `${year}-12-31T23:59:59.999Z` };

describe.each(databases())('the CPD journal (/almanac) on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;
  let reviewer: TestClient;
  let other: TestClient;
  let learnerId: string;
  let reviewerId: string;

  beforeAll(async () => {
    learner = lms.client();
    reviewer = lms.client();
    other = lms.client();
    learnerId = await learner.signIn('learner');
    reviewerId = await reviewer.signIn('reviewer');
    await other.signIn('approver');
  });

  const entryFields = (fields: Record<string, string> = {}) => ({
    title: 'Falls prevention e-learning',
    type: 'Course',
    completion_date: inYear('03-10'),
    time: '150',
    reflection: 'Use the new falls bundle.',
    draft: 'false',
    ...fields,
  });

  it('answers the demo configuration, the schema of a target mode and learner’s seeded periods and entries', async () => {
    const config = (await learner.post(`${ALMANAC}/GetConfig`)).json().config;
    expect(config).toMatchObject({
      enablePeriodCreation: true,
      periodTargetModes: ['credits', 'time', 'reflections'],
      review: { enableReviewLocking: true, enableSubmissionDeadlineLocking: true },
    });
    const schema = (await learner.post(`${ALMANAC}/GetSchema`, { target_mode: 'credits' })).json().fields;
    expect(schema.map((f: { key: string }) => f.key)).toEqual(['title', 'type', 'completion_date', 'time', 'credits', 'reflection', 'evidence', 'draft']);

    const journals = (await learner.post(`${ALMANAC}/GetJournalsByOwner`, {})).json().journals;
    expect(journals.map((j: { reference: string; status: string | null; entries: number }) => [j.reference, j.status, j.entries])).toEqual([
      [DEMO_CPD_PERIODS.yearBreak, 'YearBreak', 0],
      [DEMO_CPD_PERIODS.past, 'Accepted', 2],
      [DEMO_CPD_PERIODS.current, null, 4],
    ]);
    const entries = (await learner.post(`${ALMANAC}/GetEntriesByOwner`, YEAR)).json().entries;
    expect(entries).toHaveLength(4);
    expect(entries.find((e: { reference: string }) => e.reference === 'cpd-entry-sepsis')).toMatchObject({
      credits: 3,
      time: 180,
      draft: false,
      files: [{ name: 'sepsis-certificate.txt' }],
    });
    expect(entries.find((e: { reference: string }) => e.reference === 'cpd-entry-mentoring')).toMatchObject({ draft: true });
  });

  it('takes extension and year-break requests to the configured address through /gpo/send (a support address of the tenant)', async () => {
    const { review } = (await learner.post(`${ALMANAC}/GetConfig`)).json().config;
    for (const to of [review.extensionRequestEmail, review.yearBreakRequestEmail]) {
      const sent = await learner.post('/_api/gpo/send/', { recipients: [to], subject: 'CPD extension request from Alex Morgan', body: 'Two more months, please.' });
      expect(sent.json()).toEqual({ success: true });
    }
  });

  it('saves an entry with credits computed from time, then edits and deletes it', async () => {
    const saved = await learner.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, mode: 'credits', fields: entryFields() });
    expect(saved.statusCode).toBe(200);
    const { reference, entry } = saved.json();
    expect(entry).toMatchObject({ title: 'Falls prevention e-learning', credits: 2.5, time: 150, draft: false, owner: learnerId });

    const edited = await learner.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, id: reference, mode: 'credits', fields: entryFields({ time: '900' }) });
    expect(edited.json().entry).toMatchObject({ reference, credits: 10 });

    expect((await learner.post(`${ALMANAC}/DelEntry`, { id: reference })).statusCode).toBe(200);
    const entries = (await learner.post(`${ALMANAC}/GetEntriesByOwner`, YEAR)).json().entries;
    expect(entries.map((e: { reference: string }) => e.reference)).not.toContain(reference);
  });

  it('answers 400 with a reason: a date outside the period, the draft rule, a target mode of no schema', async () => {
    const outside = await learner.post(`${ALMANAC}/SetEntry`, {
      journalId: DEMO_CPD_PERIODS.current,
      mode: 'credits',
      fields: entryFields({ completion_date: `${year - 1}-12-31T00:00:00.000Z` }),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'fields.completion_date: outOfPeriod' });
    const notADate = await learner.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, mode: 'credits', fields: entryFields({ completion_date: `31/03/${year}` }) });
    expect(notADate.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'fields.completion_date: dateFormat' });

    const incomplete = await learner.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, mode: 'credits', fields: entryFields({ reflection: '' }) });
    expect(incomplete.json()).toEqual({ success: false, ErrorCode: 'DraftRule', Message: DRAFT_RULE_MESSAGE });
    const draft = await learner.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, mode: 'credits', fields: entryFields({ reflection: '', draft: 'true' }) });
    expect(draft.json().entry.draft).toBe(true);
    await learner.post(`${ALMANAC}/DelEntry`, { id: draft.json().reference });

    const reversed = await learner.post(`${ALMANAC}/SetJournal`, { start_date: inYear('06-01'), end_date: inYear('05-01'), target: 10, target_mode: 'credits' });
    expect(reversed.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'end_date: the start must not be after the end' });
  });

  it('refuses changes to a locked period: accepted and past its deadline, or in a year break', async () => {
    const add = await learner.post(`${ALMANAC}/SetEntry`, {
      journalId: DEMO_CPD_PERIODS.past,
      mode: 'credits',
      fields: entryFields({ completion_date: `${year - 1}-03-10T00:00:00.000Z` }),
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().ErrorCode).toBe('PeriodLocked');
    expect((await learner.post(`${ALMANAC}/DelEntry`, { id: 'cpd-entry-past-bls' })).json().ErrorCode).toBe('PeriodLocked');
    const edit = await learner.post(`${ALMANAC}/SetJournal`, {
      reference: DEMO_CPD_PERIODS.yearBreak,
      start_date: `${year - 2}-01-01T00:00:00.000Z`,
      end_date: `${year - 2}-12-31T23:59:59.999Z`,
      target: 1,
      target_mode: 'credits',
    });
    expect(edit.json().ErrorCode).toBe('PeriodLocked');
  });

  it('keeps a journal to its owner: another learner can neither read nor change it', async () => {
    expect((await other.post(`${ALMANAC}/GetJournalsByOwner`, { uid: learnerId })).statusCode).toBe(403);
    expect((await other.post(`${ALMANAC}/GetEntriesByOwner`, { ...YEAR, uid: learnerId })).statusCode).toBe(403);
    expect((await other.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, mode: 'credits', fields: entryFields() })).statusCode).toBe(404);
    expect((await other.post(`${ALMANAC}/DelEntry`, { id: 'cpd-entry-sepsis' })).statusCode).toBe(404);
  });

  it('lets a reviewer read and decide, never on their own journal, and never write entries for the owner', async () => {
    expect((await reviewer.post(`${ALMANAC}/GetEntriesByOwner`, { ...YEAR, uid: learnerId })).json().entries).toHaveLength(4);
    expect((await reviewer.post(`${ALMANAC}/SetEntry`, { journalId: DEMO_CPD_PERIODS.current, mode: 'credits', fields: entryFields() })).statusCode).toBe(404);
    const own = await reviewer.post(`${ALMANAC}/SetJournalAccepted`, { reference: DEMO_CPD_PERIODS.current, owner: reviewerId });
    expect(own.statusCode).toBe(403);
    expect(own.json().ErrorCode).toBe('CannotReviewOwnJournal');
    expect((await learner.post(`${ALMANAC}/SetJournalAccepted`, { reference: DEMO_CPD_PERIODS.current, owner: learnerId })).statusCode).toBe(403);
  });

  it("answers a reviewer whose journal they open (the review profile), never their own, an unknown user's or to a non-reviewer", async () => {
    const profile = await reviewer.post(`${ALMANAC}/GetReviewProfile`, { uid: learnerId });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ profile: { uid: learnerId, displayName: 'Alex Morgan', username: 'learner', mail: 'learner@demo.example', membershipNumber: null } });
    const own = await reviewer.post(`${ALMANAC}/GetReviewProfile`, { uid: reviewerId });
    expect([own.statusCode, own.json().ErrorCode]).toEqual([403, 'CannotReviewOwnJournal']);
    // An unknown user is refused as an unrelated one is, so the answer tells nobody who exists.
    expect((await reviewer.post(`${ALMANAC}/GetReviewProfile`, { uid: 'no-such-user' })).statusCode).toBe(403);
    expect((await other.post(`${ALMANAC}/GetReviewProfile`, { uid: learnerId })).statusCode).toBe(403);
    expect((await reviewer.post(`${ALMANAC}/GetReviewProfile`, {})).statusCode).toBe(400);
  });

  it('a reviewer decides only a submitted period: a year break or a period in progress cannot be accepted (the attack as written)', async () => {
    const statusOf = async (reference: string) => (await lms.db.selectFrom('cpd_periods').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
    for (const reference of [DEMO_CPD_PERIODS.yearBreak, DEMO_CPD_PERIODS.current]) {
      const before = await statusOf(reference);
      for (const call of ['SetJournalAccepted', 'SetJournalRejected', 'SetJournalPending']) {
        const response = await reviewer.post(`${ALMANAC}/${call}`, { reference, owner: learnerId, comments: 'x' });
        expect([call, response.statusCode, response.json().ErrorCode]).toEqual([call, 409, 'NotSubmitted']);
      }
      expect(await statusOf(reference)).toBe(before);
    }
  });

  it('submits a period only when its target is met, then the reviewer accepts it and it locks', async () => {
    const period = (
      await learner.post(`${ALMANAC}/SetJournal`, { start_date: `${year + 1}-01-01T00:00:00.000Z`, end_date: `${year + 1}-12-31T23:59:59.999Z`, target: 2, target_mode: 'credits' })
    ).json().reference;
    expect((await learner.post(`${ALMANAC}/SetJournalSubmitted`, { reference: period })).json().ErrorCode).toBe('SubmitNotAllowed');
    await learner.post(`${ALMANAC}/SetEntry`, { journalId: period, mode: 'credits', fields: entryFields({ completion_date: `${year + 1}-02-01T00:00:00.000Z` }) });
    const chart = (await learner.post(`${ALMANAC}/GetChartData`, { period })).json();
    expect(chart).toMatchObject({ target: 2, aquired: 2.5, pending: 0 });

    expect((await learner.post(`${ALMANAC}/SetJournalSubmitted`, { reference: period })).json()).toEqual({ reference: period, status: 'Submitted' });
    // The reviewer finds it waiting; a learner may not ask.
    expect((await reviewer.post(`${ALMANAC}/GetReviews`)).json().reviews).toEqual([
      { uid: learnerId, name: 'Alex Morgan', reference: period, start_date: `${year + 1}-01-01T00:00:00.000Z`, end_date: `${year + 1}-12-31T23:59:59.999Z` },
    ]);
    expect((await other.post(`${ALMANAC}/GetReviews`)).statusCode).toBe(403);
    const accepted = await reviewer.post(`${ALMANAC}/SetJournalAccepted`, { reference: period, owner: learnerId, comments: 'Well done' });
    expect(accepted.json()).toEqual({ reference: period, status: 'Accepted' });
    const journals = (await learner.post(`${ALMANAC}/GetJournalsByOwner`, {})).json().journals;
    expect(journals.find((j: { reference: string }) => j.reference === period)).toMatchObject({ status: 'Accepted', review_comments: 'Well done' });
    expect((await reviewer.post(`${ALMANAC}/GetReviews`)).json().reviews).toEqual([]);
    const locked = await learner.post(`${ALMANAC}/SetEntry`, { journalId: period, mode: 'credits', fields: entryFields({ completion_date: `${year + 1}-03-01T00:00:00.000Z` }) });
    expect(locked.json().ErrorCode).toBe('PeriodLocked');
  });

  it('keeps plans: the seeded one, a new one saved, a non-numeric number refused, deleted', async () => {
    const plans = (await learner.post(`${ALMANAC}/GetPlansByOwner`, {})).json().plans;
    expect(plans).toEqual([expect.objectContaining({ reference: 'cpd-plan-leadership', title: 'Leadership development' })]);
    const bad = await learner.post(`${ALMANAC}/SetPlan`, {
      fields: [
        { key: 'title', value: 'New plan' },
        { key: 'hours', value: 'ten' },
      ],
    });
    expect(bad.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'fields.hours: not numeric' });
    const { reference } = (
      await learner.post(`${ALMANAC}/SetPlan`, {
        fields: [
          { key: 'title', value: 'New plan' },
          { key: 'hours', value: '12' },
        ],
      })
    ).json();
    const plan = (await learner.post(`${ALMANAC}/GetPlan`, { id: reference })).json().plan;
    expect(plan.fields.find((f: { key: string }) => f.key === 'hours').value).toBe('12');
    expect((await other.post(`${ALMANAC}/DelPlan`, { id: reference })).statusCode).toBe(404);
    expect((await learner.post(`${ALMANAC}/DelPlan`, { id: reference })).statusCode).toBe(200);
  });
});
