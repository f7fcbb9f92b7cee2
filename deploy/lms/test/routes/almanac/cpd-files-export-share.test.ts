import { inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const ALMANAC = '/_api/almanac';
const year = new Date().getUTCFullYear();
const YEAR = { start: `${year}-01-01T00:00:00.000Z`, end: `${year}-12-31T23:59:59.999Z` };

/** A multipart body with one file and the schema field it belongs to. */
function multipart(filename: string, data: Buffer, field = 'evidence'): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----cpd-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${field}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The files of a ZIP archive by name, read through its central directory (stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

describe.each(databases())('CPD evidence, exports and sharing (/almanac) on $name', (database) => {
  const lms = useLms(database);
  let learner: TestClient;
  let reviewer: TestClient;
  let other: TestClient;
  let learnerId: string;

  beforeAll(async () => {
    learner = lms.client();
    reviewer = lms.client();
    other = lms.client();
    learnerId = await learner.signIn('learner');
    await reviewer.signIn('reviewer');
    await other.signIn('approver');
  });

  const token = async (client: TestClient, uid = '') => (await client.post(`${ALMANAC}/GetToken`, { uid })).json().token as string;
  const upload = async (client: TestClient, entryId: string, filename: string, data: Buffer, tokenValue?: string) => {
    const { body, headers } = multipart(filename, data);
    return client.post(`${ALMANAC}/File/${tokenValue ?? (await token(client))}/${entryId}`, body, { headers });
  };

  it('uploads evidence of an allowed type, lists it with the entry and downloads it as an attachment', async () => {
    const uploaded = await upload(learner, 'cpd-entry-conference', 'Programme.PDF', Buffer.from('%PDF-1.4 programme'));
    expect(uploaded.statusCode).toBe(200);
    const { file } = uploaded.json();
    expect(file).toMatchObject({ name: 'Programme.PDF', size: 18, field: 'evidence' });
    const entries = (await learner.post(`${ALMANAC}/GetEntriesByOwner`, YEAR)).json().entries;
    expect(entries.find((e: { reference: string }) => e.reference === 'cpd-entry-conference').files).toEqual([file]);

    const download = await learner.get(`${ALMANAC}/File/${await token(learner)}/cpd-entry-conference/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Programme.PDF");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.toString()).toBe('%PDF-1.4 programme');

    // A reviewer reads it too; another learner does not.
    expect((await reviewer.get(`${ALMANAC}/File/${await token(reviewer, learnerId)}/cpd-entry-conference/${file.id}`)).statusCode).toBe(200);
    expect((await other.get(`${ALMANAC}/File/${await token(other)}/cpd-entry-conference/${file.id}`)).statusCode).toBe(403);

    expect((await learner.post(`${ALMANAC}/DelFile`, { entryId: 'cpd-entry-conference', id: file.id })).statusCode).toBe(200);
    expect((await learner.get(`${ALMANAC}/File/${await token(learner)}/cpd-entry-conference/${file.id}`)).statusCode).toBe(404);
  });

  it('refuses a wrong file type with 415, a file over 10 MB with 413, a foreign token with 403, a locked period with 409', async () => {
    expect((await upload(learner, 'cpd-entry-conference', 'script.exe', Buffer.from('MZ'))).statusCode).toBe(415);
    expect((await upload(learner, 'cpd-entry-conference', 'huge.pdf', Buffer.alloc(10 * 1024 * 1024 + 10))).statusCode).toBe(413);
    expect((await upload(learner, 'cpd-entry-conference', 'notes.txt', Buffer.from('x'), await token(reviewer))).statusCode).toBe(403);
    const locked = await upload(learner, 'cpd-entry-past-bls', 'notes.txt', Buffer.from('x'));
    expect(locked.statusCode).toBe(409);
    expect((await upload(other, 'cpd-entry-conference', 'notes.txt', Buffer.from('x'))).statusCode).toBe(404);
  });

  it('exports the period’s entries as a PDF a reader opens', async () => {
    const response = await learner.post(`${ALMANAC}/ExportEntries`, { ...YEAR, format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="entriesExport.pdf"');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('CPD entries of Alex Morgan');
  });

  it('exports a ZIP holding the PDF and the evidence files', async () => {
    const response = await learner.post(`${ALMANAC}/ExportEntries`, { ...YEAR, format: 'zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="entriesExport.zip"');
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual(['entriesExport.pdf', 'evidence/Sepsis recognition workshop/sepsis-certificate.txt']);
    expect(files.get('evidence/Sepsis recognition workshop/sepsis-certificate.txt')!.toString()).toBe('Certificate of attendance: Sepsis recognition workshop.\n\n');
    await expect(PDFDocument.load(files.get('entriesExport.pdf')!)).resolves.toBeDefined();
  });

  it('refuses an export range that ends before it starts, and another learner’s export', async () => {
    const reversed = await learner.post(`${ALMANAC}/ExportEntries`, { start: YEAR.end, end: YEAR.start, format: 'pdf' });
    expect(reversed.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'end: the start must not be after the end' });
    expect((await other.post(`${ALMANAC}/ExportEntries`, { ...YEAR, uid: learnerId, format: 'pdf' })).statusCode).toBe(403);
    expect((await reviewer.post(`${ALMANAC}/ExportEntries`, { ...YEAR, uid: learnerId, format: 'pdf' })).statusCode).toBe(200);
  });

  it('exports plans as a PDF', async () => {
    const one = await learner.post(`${ALMANAC}/ExportPlan`, { id: 'cpd-plan-leadership' });
    expect(one.statusCode).toBe(200);
    expect((await PDFDocument.load(one.rawPayload)).getTitle()).toBe('CPD plans of Alex Morgan');
    expect((await learner.post(`${ALMANAC}/ExportPlan`, {})).statusCode).toBe(200);
    expect((await other.post(`${ALMANAC}/ExportPlan`, { id: 'cpd-plan-leadership' })).statusCode).toBe(404);
  });

  it('draws the period’s progress and deadline charts as SVG for the owner and a reviewer, never another learner', async () => {
    const progress = await learner.get(`${ALMANAC}/Chart/${await token(learner)}/cpd-period-current/progress.svg`);
    expect(progress.statusCode).toBe(200);
    expect(progress.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    // Seeded: 3 + 6 + 1.5 credits complete, 2 pending in a draft, of 20.
    expect(progress.body).toContain('aria-label="Progress: 10.50 of 20.00 credits (53%)"');
    const deadline = await reviewer.get(`${ALMANAC}/Chart/${await token(reviewer, learnerId)}/cpd-period-current/deadline.svg`);
    expect(deadline.statusCode).toBe(200);
    // The seeded deadline is a month after the period ends.
    expect(deadline.body).toMatch(new RegExp(`Time elapsed: \\d+% of the period, deadline ${year + 1}-01-31`));
    expect((await other.get(`${ALMANAC}/Chart/${await token(other, learnerId)}/cpd-period-current/progress.svg`)).statusCode).toBe(403);
    expect((await learner.get(`${ALMANAC}/Chart/${await token(learner)}/cpd-period-current/other.svg`)).statusCode).toBe(404);
    expect((await learner.get(`${ALMANAC}/Chart/${'0'.repeat(64)}/cpd-period-current/progress.svg`)).statusCode).toBe(403);
  });

  it('shares an entry and a plan by e-mail into the outbox, and refuses a bad address', async () => {
    expect((await learner.post(`${ALMANAC}/ShareEntry`, { id: 'cpd-entry-sepsis', email_to: 'approver@demo.example' })).json()).toEqual({ success: true });
    expect((await learner.post(`${ALMANAC}/SharePlan`, { id: 'cpd-plan-leadership', email_to: 'approver@demo.example' })).json()).toEqual({ success: true });
    const outbox = (await learner.get('/_api/_dev/outbox?to=approver@demo.example')).json();
    expect(outbox.map((m: { subject: string }) => m.subject)).toEqual(['CPD plan: Leadership development', 'CPD entry: Sepsis recognition workshop']);
    expect(outbox[1].body).toContain('Alex Morgan shared a CPD entry with you.');

    const bad = await learner.post(`${ALMANAC}/ShareEntry`, { id: 'cpd-entry-sepsis', email_to: 'mentor' });
    expect(bad.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'email_to: invalid e-mail address' });
    expect((await other.post(`${ALMANAC}/ShareEntry`, { id: 'cpd-entry-sepsis', email_to: 'approver@demo.example' })).statusCode).toBe(404);
  });
});
