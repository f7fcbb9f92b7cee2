import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { type SignedIn, signedIn } from '../reach/catalogue/helpers';

describe.each(databases())('AICC on $name', (database) => {
  const lms = useLms(database);

  function hacp(fields: Record<string, string>) {
    return lms.app.inject({
      method: 'POST',
      url: '/_api/aicc/track/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: CSRF_VALUE },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** The launch check, as the portal makes it before opening AICC content: answers the attempt. */
  async function launch(learner: SignedIn, id = 'demo-aicc'): Promise<string> {
    const response = await learner.client.post(learner.launch(id), { launchMode: 'continue' });
    expect(response.json()).toMatchObject({ status: 'launch', trackingMode: 'AICC40', attemptId: expect.any(String) });
    return response.json().attemptId;
  }

  async function sessionFor(learner: SignedIn): Promise<string> {
    const attemptId = await launch(learner);
    return new URL((await learner.client.post('/_api/aicc/launch', { id: 'demo-aicc', attemptId })).json().url, 'http://localhost').searchParams.get('aicc_sid')!;
  }

  it('launch answers the content URL with aicc_sid and a relative aicc_url when no public address is set; GET redirects there', async () => {
    const learner = await signedIn(lms);
    const attemptId = await launch(learner);
    const response = await learner.client.post('/_api/aicc/launch', { id: 'demo-aicc', attemptId }, { headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url, 'http://localhost');
    expect(url.pathname).toBe('/_api/content/learning/demo/aicc/index.html');
    expect(url.searchParams.get('aicc_sid')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Never the Host header: content served by the portal resolves the path against the portal.
    expect(url.searchParams.get('aicc_url')).toBe('/_api/aicc/track/');
    const redirect = await learner.client.get(`/_api/aicc/launch?id=demo-aicc&attemptId=${attemptId}`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/^\/_api\/content\/learning\/demo\/aicc\/index\.html\?aicc_sid=/);
    expect((await learner.client.post('/_api/aicc/launch', { id: 'demo-link' })).statusCode).toBe(409);
    expect((await learner.client.post('/_api/aicc/launch', {})).statusCode).toBe(400);
    expect((await lms.client().post('/_api/aicc/launch', { id: 'demo-aicc' })).statusCode).toBe(401);
  });

  it('tracks over HACP: GetParam, PutParam lesson_status into the completion, ExitAU', async () => {
    const learner = await signedIn(lms);
    const sid = await sessionFor(learner);
    const get = await hacp({ command: 'GetParam', version: '4.0', session_id: sid });
    expect(get.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(get.body).toMatch(/^error=0\r\nerror_text=Successful\r\naicc_data=\[Core\]\r\nStudent_ID=learner\r\nStudent_Name=Morgan, Alex\r\n/);
    expect(get.body).toContain('Lesson_Status=not attempted');

    expect((await hacp({ command: 'PutParam', session_id: sid, aicc_data: '[Core]\r\nLesson_Status=incomplete\r\nLesson_Location=page-2' })).body).toBe(
      'error=0\r\nerror_text=Successful\r\n',
    );
    expect((await learner.client.get(learner.item('demo-aicc'))).json().Completion).toBe('Attempted');
    await hacp({ COMMAND: 'putparam', SESSION_ID: sid, AICC_DATA: '[core]\nlesson_status=c\nscore=100' });
    expect((await learner.client.get(learner.item('demo-aicc'))).json().Completion).toBe('Completed');
    const after = await hacp({ command: 'GetParam', session_id: sid });
    expect(after.body).toContain('Lesson_Location=page-2');
    expect(after.body).toContain('Lesson_Status=c');
    expect((await hacp({ command: 'ExitAU', session_id: sid })).body).toBe('error=0\r\nerror_text=Successful\r\n');
  });

  it('names a learner without first and last names by their display name, not ", "', async () => {
    const learner = await signedIn(lms);
    const sid = await sessionFor(learner);
    const names = (first_name: string | null, surname: string | null) => lms.db.updateTable('users').set({ first_name, surname }).where('id', '=', learner.userId).execute();
    await names(null, null);
    try {
      expect((await hacp({ command: 'GetParam', session_id: sid })).body).toContain('\r\nStudent_Name=Alex Morgan\r\n');
    } finally {
      await names('Alex', 'Morgan');
    }
  });

  describe('refuses an HACP session for a result the learner could not have earned', () => {
    it('no launch without the attempt the launch check gave, and none for an item not enrolled', async () => {
      const learner = await signedIn(lms);
      const without = await learner.client.post('/_api/aicc/launch', { id: 'demo-aicc' });
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ ErrorCode: 'AttemptNotLaunched' });
      expect((await learner.client.get('/_api/aicc/launch?id=demo-aicc&attemptId=made-up')).statusCode).toBe(403);
      const other = await signedIn(lms, 'approver');
      const notEnrolled = await other.client.post('/_api/aicc/launch', { id: 'demo-aicc', attemptId: await launch(learner) });
      expect(notEnrolled.statusCode).toBe(403);
      expect(notEnrolled.json()).toMatchObject({ ErrorCode: 'NotEnrolled' });
      expect(await lms.db.selectFrom('aicc_sessions').select('sid_hash').where('user_id', '=', other.userId).execute()).toEqual([]);
    });

    it('a session whose enrolment was withdrawn since the launch reports no result', async () => {
      const learner = await signedIn(lms);
      const sid = await sessionFor(learner);
      const enrolment = () => lms.db.updateTable('catalogue_enrolments').where('user_id', '=', learner.userId).where('item_id', '=', 'demo-aicc');
      await enrolment().set({ enrolment: 'NotEnrolled' }).execute();
      try {
        const before = (await learner.client.get(learner.item('demo-aicc'))).json().Completion;
        expect((await hacp({ command: 'PutParam', session_id: sid, aicc_data: '[Core]\r\nLesson_Status=passed' })).body).toBe('error=3\r\nerror_text=Invalid Session ID\r\n');
        expect((await learner.client.get(learner.item('demo-aicc'))).json().Completion).toBe(before);
        expect(before).not.toBe('Passed');
      } finally {
        await enrolment().set({ enrolment: 'Enrolled' }).execute();
      }
    });
  });

  it('answers HACP errors for an unknown command or session', async () => {
    expect((await hacp({ command: 'Dance', session_id: 'x' })).body).toBe('error=1\r\nerror_text=Invalid Command\r\n');
    expect((await hacp({ command: 'GetParam', session_id: 'not-a-session' })).body).toBe('error=3\r\nerror_text=Invalid Session ID\r\n');
  });
});

describe.each(databases())('AICC tracking URL with PUBLIC_URL on $name', (database) => {
  const lms = useLms(database, { publicUrl: 'https://learning.example.org' });

  it('is the configured public address, whatever Host or X-Forwarded-Host the request names', async () => {
    const learner = await signedIn(lms);
    const attemptId = (await learner.client.post(learner.launch('demo-aicc'), { launchMode: 'continue' })).json().attemptId;
    const forged: Array<Record<string, string>> = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }];
    for (const headers of forged) {
      const response = await learner.client.post('/_api/aicc/launch', { id: 'demo-aicc', attemptId }, { headers });
      expect(new URL(response.json().url, 'http://localhost').searchParams.get('aicc_url')).toBe('https://learning.example.org/_api/aicc/track/');
    }
  });
});
