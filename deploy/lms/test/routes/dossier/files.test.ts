import { DOSSIER_MAX_BYTES, dossierPaths } from '@portal/contracts/external-learning';
import { registerFileArea, saveStoredFile } from '../../../src/repositories/files';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';
import { insertTenantWithUser } from '../../helpers/users';

const API = '/_api';
const SCOPE = 'demo';

/** A multipart body with one file and the uploader's name. */
function multipart(filename: string, data: Buffer, uploader = 'Alex Morgan'): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----dossier-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploader"\r\n\r\n${uploader}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databases())('the file store (/dossier) on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;
  let other: TestClient;
  let learnerId: string;

  beforeAll(async () => {
    // The store itself is under test: a task's areas take any key here (the tasks slice registers its own rules when the LMS starts).
    for (const kind of ['.attachments', 'task-file-attachments'] as const) registerFileArea(kind, { writable: async () => true });
    learner = lms.client();
    other = lms.client();
    learnerId = await learner.signIn('learner');
    await other.signIn('reviewer');
  });

  const upload = (client: TestClient, area: string, filename: string, data: Buffer) => {
    const { body, headers } = multipart(filename, data);
    return client.post(API + dossierPaths.upload(SCOPE, area), body, { headers });
  };

  it('stores a task attachment, lists it for its owner only, downloads it as an attachment and removes it', async () => {
    const area = 'task-dossier-1/.attachments';
    const uploaded = await upload(learner, area, 'Report.PDF', Buffer.from('%PDF-1.4 report'));
    expect(uploaded.statusCode).toBe(200);
    const { file } = uploaded.json();
    expect(file).toMatchObject({ name: 'Report.PDF', size: 15, contentType: 'application/pdf', uploader: 'Alex Morgan', ownerId: learnerId, path: `${area}/${file.reference}` });
    expect(typeof file.datestamp).toBe('number');

    expect((await learner.get(API + dossierPaths.list(SCOPE, area))).json()).toEqual({ files: [file] });
    // Another user has no files there and may not read the learner's.
    expect((await other.get(API + dossierPaths.list(SCOPE, area))).json()).toEqual({ files: [] });
    expect((await other.get(API + dossierPaths.list(SCOPE, area, learnerId))).statusCode).toBe(404);

    const download = await learner.get(API + dossierPaths.file(SCOPE, file.path));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Report.PDF");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.toString()).toBe('%PDF-1.4 report');

    // Another user's file answers 404, to read and to remove.
    expect((await other.get(API + dossierPaths.file(SCOPE, file.path))).statusCode).toBe(404);
    expect((await other.request('DELETE', API + dossierPaths.file(SCOPE, file.path))).statusCode).toBe(404);

    expect((await learner.request('DELETE', API + dossierPaths.file(SCOPE, file.path))).json()).toEqual({ success: true });
    expect((await learner.get(API + dossierPaths.file(SCOPE, file.path))).statusCode).toBe(404);
    expect((await learner.get(API + dossierPaths.list(SCOPE, area))).json()).toEqual({ files: [] });
  });

  it('takes a task’s types in task areas (mp3 included) and the external learning types in external learning areas', async () => {
    expect((await upload(learner, 'ref-1/task-file-attachments', 'voice.MP3', Buffer.from('ID3'))).statusCode).toBe(200);
    // mp3 is not an external learning type (spec 2 §5).
    expect((await upload(learner, 'ela-unknown/external-learning-attachments', 'voice.mp3', Buffer.from('ID3'))).statusCode).not.toBe(200);
  });

  it('refuses a wrong type with 415, a file over the limit with 413, an unknown area with 404, no file with 400, no session with 401', async () => {
    const area = 'task-dossier-2/.attachments';
    const wrong = await upload(learner, area, 'script.exe', Buffer.from('MZ'));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ ErrorCode: 'UnsupportedMediaType' });
    expect((await upload(learner, area, 'no-extension', Buffer.from('x'))).statusCode).toBe(415);
    expect((await upload(learner, area, 'huge.pdf', Buffer.alloc(DOSSIER_MAX_BYTES + 10))).statusCode).toBe(413);
    expect((await learner.get(API + dossierPaths.list(SCOPE, area))).json()).toEqual({ files: [] });

    expect((await upload(learner, 'task-dossier-2/elsewhere', 'a.pdf', Buffer.from('x'))).statusCode).toBe(404);
    expect((await learner.get(`${API}/dossier/files/${SCOPE}/content-list/just-a-key`)).statusCode).toBe(404);
    expect((await learner.post(API + dossierPaths.upload(SCOPE, area), {})).statusCode).toBe(400);
    expect((await lms.client().get(API + dossierPaths.list(SCOPE, area))).statusCode).toBe(401);
  });

  it('keeps tenants apart: another tenant’s file answers 404, another tenant’s scope is refused', async () => {
    await insertTenantWithUser(lms.db, { scope: 'other', name: 'Other' }, { id: 'dossier-other-user', username: 'elsewhere', display_name: 'Someone Elsewhere' });
    const stored = await saveStoredFile(lms.db, {
      scope: 'other',
      area: 'shared-key/.attachments',
      ownerId: 'dossier-other-user',
      name: 'theirs.pdf',
      contentType: 'application/pdf',
      uploader: 'Someone Elsewhere',
      data: Buffer.from('theirs'),
    });
    expect((await learner.get(API + dossierPaths.file(SCOPE, stored.path))).statusCode).toBe(404);
    expect((await learner.get(API + dossierPaths.list(SCOPE, 'shared-key/.attachments', 'dossier-other-user'))).statusCode).toBe(404);
    expect((await learner.get(API + dossierPaths.file('other', stored.path))).statusCode).toBe(403);
    expect((await learner.get(API + dossierPaths.file('nowhere', stored.path))).statusCode).toBe(404);
  });
});
