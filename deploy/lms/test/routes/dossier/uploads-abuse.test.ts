import { dossierPaths, elaAttachmentArea } from '@portal/contracts/external-learning';
import { taskExternalReference, taskFileArea } from '@portal/contracts/tasks';
import { DOSSIER_QUOTA_BYTES } from '../../../src/domain/files';
import { WRITE_LIMITS } from '../../../src/domain/write-limits';
import { databases } from '../../helpers/db';
import { type TestClient, useLms, useSignedIn } from '../../helpers/lms';

const API = '/_api';
const SCOPE = 'demo';
const PDF = Buffer.from('%PDF-1.7\n%report\n');
const HTML = Buffer.from('<!doctype html><script>fetch("/_api/authr/session").then(r=>r.text()).then(alert)</script>');

function multipart(filename: string, data: Buffer, uploader?: string): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----uploads-abuse-boundary';
  const body = Buffer.concat([
    ...(uploader === undefined ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploader"\r\n\r\n${uploader}\r\n`)]),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The attacks on the file store as a signed-in user made them, against the real area rules of the LMS. */
describe.each(databases())('uploads judged by content, areas tied to records, quotas and limits on $name', (database) => {
  const lms = useLms(database);
  const { learner, reviewer } = useSignedIn(lms, { learner: 'learner', reviewer: 'reviewer' });
  const upload = (client: TestClient, area: string, filename: string, data: Buffer, uploader?: string) => {
    const { body, headers } = multipart(filename, data, uploader);
    return client.post(API + dossierPaths.upload(SCOPE, area), body, { headers });
  };
  const storedIn = async (area: string) => (await lms.db.selectFrom('dossier_files').select(['id', 'uploader']).where('area', '=', area).execute()).length;
  const taskArea = (client: TestClient) => taskFileArea(taskExternalReference('demo-task-reflection', client.userId));

  it('a made-up area takes no file (the attack as written), of any kind', async () => {
    for (let n = 1; n <= 3; n++) {
      for (const area of [`junk-${n}/.attachments`, `junk-${n}/task-file-attachments`, `junk-${n}/external-learning-attachments`]) {
        const response = await upload(learner, area, 'report.pdf', PDF);
        expect([area, response.statusCode]).toEqual([area, 404]);
        expect(await storedIn(area)).toBe(0);
      }
    }
  });

  it('a task of the user takes files in its areas; another user cannot write into them', async () => {
    expect((await upload(learner, taskArea(learner), 'report.pdf', PDF)).statusCode).toBe(200);
    // A task's own '.attachments' hold its supporting files, put there by its author: the portal writes none.
    expect((await upload(learner, 'demo-task-reflection/.attachments', 'report.pdf', PDF)).statusCode).toBe(404);
    expect((await upload(reviewer, taskArea(learner), 'report.pdf', PDF)).statusCode).toBe(404);
    // Not a task: a course is no file area.
    expect((await upload(learner, 'demo-course/.attachments', 'report.pdf', PDF)).statusCode).toBe(404);
  });

  it('HTML named report.pdf is refused (415) in task and external-learning areas, and nothing is stored', async () => {
    for (const area of [taskArea(learner), elaAttachmentArea('ela-demo-draft')]) {
      const before = await storedIn(area);
      const response = await upload(learner, area, 'report.pdf', HTML);
      expect([area, response.statusCode, response.json().ErrorCode]).toEqual([area, 415, 'UnsupportedMediaType']);
      expect(await storedIn(area)).toBe(before);
    }
  });

  it('the uploader is the session user, whatever the request says', async () => {
    const response = await upload(learner, taskArea(learner), 'evidence.pdf', PDF, 'Pat Approver (verified by HR)');
    expect(response.statusCode).toBe(200);
    expect(response.json().file.uploader).toBe('Alex Morgan');
    const stored = await lms.db.selectFrom('dossier_files').select('uploader').where('id', '=', response.json().file.reference).executeTakeFirstOrThrow();
    expect(stored.uploader).toBe('Alex Morgan');
  });

  it('a user’s files together stay within the quota: beyond it 413 QuotaExceeded', async () => {
    const area = taskArea(learner);
    await lms.db
      .insertInto('dossier_files')
      .values({
        id: 'quota-filler',
        scope: SCOPE,
        area,
        owner_id: learner.userId,
        name: 'big.pdf',
        content_type: 'application/pdf',
        size: DOSSIER_QUOTA_BYTES - 4,
        uploader: 'Alex Morgan',
        data: PDF,
      })
      .execute();
    try {
      const before = await storedIn(area);
      const response = await upload(learner, area, 'more.pdf', PDF);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, ErrorCode: 'QuotaExceeded' });
      expect(await storedIn(area)).toBe(before);
    } finally {
      await lms.db.deleteFrom('dossier_files').where('id', '=', 'quota-filler').execute();
    }
  });

  it('uploads per user are limited, wherever they come from: beyond the limit 429 and nothing stored', async () => {
    const area = elaAttachmentArea('ela-demo-draft');
    const { max } = WRITE_LIMITS.upload;
    const counted = (await lms.db.selectFrom('rate_events').select('id').where('user_id', '=', learner.userId).where('kind', '=', 'upload').execute()).length;
    for (let i = counted; i < max; i++) expect((await upload(learner, area, `file-${i}.pdf`, PDF)).statusCode).toBe(200);
    const before = await storedIn(area);
    const refused = await upload(learner, area, 'one-more.pdf', PDF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ErrorCode: 'TooManyRequests' });
    expect(await storedIn(area)).toBe(before);
  });
});
