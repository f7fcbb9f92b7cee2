import { DEMO_CPD_PERIODS } from '../../../src/seed/demo-cpd';
import { WRITE_LIMITS } from '../../../src/domain/write-limits';
import { databases } from '../../helpers/db';
import { useLms, useSignedIn } from '../../helpers/lms';

const ALMANAC = '/_api/almanac';
const year = new Date().getUTCFullYear();
const PHISH = 'Your account is locked - verify at http://phish.example/login';

/** CPD shares are mail on the learner's behalf: only to the organisation's addresses, safe headers, limited per user. */
describe.each(databases())('sharing CPD entries and plans by e-mail on $name', (database) => {
  const lms = useLms(database);
  const { learner, reviewer } = useSignedIn(lms, { learner: 'learner', reviewer: 'reviewer' });
  const queuedTo = async (address: string) => (await lms.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute()).length;

  /** The learner's own entry, saved with the given title (the attacker's first step as written). */
  async function entryTitled(title: string): Promise<string> {
    const saved = await learner.post(`${ALMANAC}/SetEntry`, {
      journalId: DEMO_CPD_PERIODS.current,
      mode: 'credits',
      fields: { title, type: 'Course', completion_date: `${year}-03-10T00:00:00.000Z`, time: '60', reflection: 'Read it.', draft: 'false' },
    });
    expect(saved.statusCode).toBe(200);
    return saved.json().reference;
  }

  it('refuses an address outside the organisation: nothing is mailed (the phishing attack as written)', async () => {
    const id = await entryTitled(PHISH);
    const response = await learner.post(`${ALMANAC}/ShareEntry`, { id, email_to: 'victim@outside.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'RecipientNotAllowed', Message: 'email_to: mail goes only to addresses of the organisation' });
    const plan = await learner.post(`${ALMANAC}/SharePlan`, { id: 'cpd-plan-leadership', email_to: 'victim@outside.example' });
    expect(plan.statusCode).toBe(400);
    expect(await queuedTo('victim@outside.example')).toBe(0);
  });

  it('sends to an address of a user of the tenant', async () => {
    expect((await learner.post(`${ALMANAC}/ShareEntry`, { id: 'cpd-entry-sepsis', email_to: 'Reviewer@demo.example' })).json()).toEqual({ success: true });
    const [mail] = (await learner.get('/_api/_dev/outbox?to=reviewer@demo.example')).json();
    expect(mail).toMatchObject({ subject: 'CPD entry: Sepsis recognition workshop' });
  });

  it('says what a shared entry counts in the target mode it was shared from (ShareEntry mode), and a plan’s unit (SharePlan mode)', async () => {
    const mailTo = async (address: string) => ((await learner.get(`/_api/_dev/outbox?to=${address}`)).json() as { body: string }[])[0]!.body;
    const shares: [string, string][] = [
      ['credits', 'Counts towards the period: 3.00 credits'],
      ['time', 'Counts towards the period: 3h 0m'],
      ['reflections', 'Counts towards the period: 1 reflection'],
    ];
    for (const [mode, line] of shares) {
      expect((await learner.post(`${ALMANAC}/ShareEntry`, { id: 'cpd-entry-sepsis', email_to: 'reviewer@demo.example', mode })).json()).toEqual({ success: true });
      const body = await mailTo('reviewer@demo.example');
      expect(body).toContain(line);
      expect(body).not.toMatch(/^(Credits|Time): /m);
    }
    expect((await learner.post(`${ALMANAC}/SharePlan`, { id: 'cpd-plan-leadership', email_to: 'reviewer@demo.example', mode: 'time' })).json()).toEqual({ success: true });
    expect(await mailTo('reviewer@demo.example')).toContain('The period it belongs to counts time.');
  });

  it('without a mode (an older client) a shared entry gives its credits and its time', async () => {
    expect((await learner.post(`${ALMANAC}/ShareEntry`, { id: 'cpd-entry-sepsis', email_to: 'approver@demo.example' })).json()).toEqual({ success: true });
    const [mail] = (await learner.get('/_api/_dev/outbox?to=approver@demo.example')).json();
    expect(mail.body).toContain('Credits: 3.00\nTime: 3h 0m');
  });

  it('sends to an address or a domain the tenant configured (mailRecipients)', async () => {
    await lms.db
      .updateTable('settings')
      .set({
        json: JSON.stringify({
          ...(await lms.db.selectFrom('settings').select('json').where('scope', '=', 'demo').executeTakeFirstOrThrow()).json,
          mailRecipients: ['@partner.example'],
        }),
      })
      .where('scope', '=', 'demo')
      .execute();
    try {
      expect((await learner.post(`${ALMANAC}/SharePlan`, { id: 'cpd-plan-leadership', email_to: 'mentor@partner.example' })).json()).toEqual({ success: true });
      expect(await queuedTo('mentor@partner.example')).toBe(1);
    } finally {
      const { mailRecipients: _gone, ...settings } = (await lms.db.selectFrom('settings').select('json').where('scope', '=', 'demo').executeTakeFirstOrThrow()).json;
      await lms.db
        .updateTable('settings')
        .set({ json: JSON.stringify(settings) })
        .where('scope', '=', 'demo')
        .execute();
    }
  });

  it('a title with CR LF and a Bcc header is sent as one subject line', async () => {
    const id = await entryTitled('Hello\r\nBcc: victim@outside.example');
    expect((await learner.post(`${ALMANAC}/ShareEntry`, { id, email_to: 'approver@demo.example' })).json()).toEqual({ success: true });
    const [mail] = (await learner.get('/_api/_dev/outbox?to=approver@demo.example')).json();
    expect(mail.subject).toBe('CPD entry: Hello Bcc: victim@outside.example');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('limits shares per user, wherever they call from: beyond the limit 429 and nothing queued', async () => {
    const { max } = WRITE_LIMITS['mail:share'];
    const sent = (await lms.db.selectFrom('rate_events').select('id').where('user_id', '=', reviewer.userId).where('kind', '=', 'mail:share').execute()).length;
    // The reviewer has no entries: they share the plan they make.
    const plan = await reviewer.post(`${ALMANAC}/SetPlan`, { fields: [{ key: 'title', value: 'Plan' }] });
    const id = plan.json().reference;
    for (let i = sent; i < max; i++) expect((await reviewer.post(`${ALMANAC}/SharePlan`, { id, email_to: 'learner@demo.example' })).statusCode).toBe(200);
    const before = await queuedTo('learner@demo.example');
    const refused = await reviewer.post(`${ALMANAC}/SharePlan`, { id, email_to: 'learner@demo.example' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, ErrorCode: 'TooManyRequests' });
    expect(await queuedTo('learner@demo.example')).toBe(before);
  });
});
