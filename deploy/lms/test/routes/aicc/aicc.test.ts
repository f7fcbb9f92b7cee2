import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { signedIn } from '../reach/catalogue/helpers';

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

  it('launch answers the content URL with aicc_sid and aicc_url; GET redirects there', async () => {
    const learner = await signedIn(lms);
    const response = await learner.client.post('/_api/aicc/launch', { id: 'demo-aicc', attemptId: 'a-1' });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url, 'http://localhost');
    expect(url.pathname).toBe('/_api/content/learning/demo/aicc/index.html');
    expect(url.searchParams.get('aicc_sid')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(url.searchParams.get('aicc_url')).toBe('http://localhost:80/_api/aicc/track/');
    const redirect = await learner.client.get('/_api/aicc/launch?id=demo-aicc');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/^\/_api\/content\/learning\/demo\/aicc\/index\.html\?aicc_sid=/);
    expect((await learner.client.post('/_api/aicc/launch', { id: 'demo-link' })).statusCode).toBe(409);
    expect((await learner.client.post('/_api/aicc/launch', {})).statusCode).toBe(400);
    expect((await lms.client().post('/_api/aicc/launch', { id: 'demo-aicc' })).statusCode).toBe(401);
  });

  it('tracks over HACP: GetParam, PutParam lesson_status into the completion, ExitAU', async () => {
    const learner = await signedIn(lms);
    const sid = new URL((await learner.client.post('/_api/aicc/launch', { id: 'demo-aicc' })).json().url, 'http://localhost').searchParams.get('aicc_sid')!;
    const get = await hacp({ command: 'GetParam', version: '4.0', session_id: sid });
    expect(get.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(get.body).toMatch(/^error=0\r\nerror_text=Successful\r\naicc_data=\[Core\]\r\nStudent_ID=learner\r\nStudent_Name=Morgan, Alex\r\n/);
    expect(get.body).toContain('Lesson_Status=not attempted');

    expect((await hacp({ command: 'PutParam', session_id: sid, aicc_data: '[Core]\r\nLesson_Status=incomplete\r\nLesson_Location=page-2' })).body).toBe('error=0\r\nerror_text=Successful\r\n');
    expect((await learner.client.get(learner.item('demo-aicc'))).json().Completion).toBe('Attempted');
    await hacp({ COMMAND: 'putparam', SESSION_ID: sid, AICC_DATA: '[core]\nlesson_status=c\nscore=100' });
    expect((await learner.client.get(learner.item('demo-aicc'))).json().Completion).toBe('Completed');
    const after = await hacp({ command: 'GetParam', session_id: sid });
    expect(after.body).toContain('Lesson_Location=page-2');
    expect(after.body).toContain('Lesson_Status=c');
    expect((await hacp({ command: 'ExitAU', session_id: sid })).body).toBe('error=0\r\nerror_text=Successful\r\n');
  });

  it('answers HACP errors for an unknown command or session', async () => {
    expect((await hacp({ command: 'Dance', session_id: 'x' })).body).toBe('error=1\r\nerror_text=Invalid Command\r\n');
    expect((await hacp({ command: 'GetParam', session_id: 'not-a-session' })).body).toBe('error=3\r\nerror_text=Invalid Session ID\r\n');
  });
});
