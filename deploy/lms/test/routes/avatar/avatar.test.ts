import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a8a50000000049454e44ae426082', 'hex');

function multipart(filename: string, contentType: string, data: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----lms-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databases())('avatar on $name', (database) => {
  const lms = useLms(database);
  let client: TestClient;

  beforeAll(async () => {
    client = lms.client();
    await client.signIn('learner');
  });

  it('serves an initials placeholder until a picture is uploaded, sized by s', async () => {
    const response = await client.get('/_api/avatar/learner%40demo.example?s=96');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('width="96"');
    expect(response.body).toContain('>AM</text>');
  });

  it('finds the user by id too and defaults to 160', async () => {
    const response = await client.get(`/_api/avatar/${client.cookies.get('uid')}`);
    expect(response.body).toContain('width="160"');
    expect(response.body).toContain('>AM</text>');
  });

  it('needs a session', async () => {
    expect((await lms.client().get('/_api/avatar/learner%40demo.example')).statusCode).toBe(401);
  });

  it('uploads a PNG and serves it back', async () => {
    const { body, headers } = multipart('me.png', 'image/png', PNG);
    const upload = await client.request('POST', '/_api/avatar/learner%40demo.example', { body, headers });
    expect(upload.json()).toEqual({ success: true });
    const served = await client.get('/_api/avatar/learner%40demo.example?s=160');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not a gif, jpeg or png (415), whatever its name says', async () => {
    const { body, headers } = multipart('evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    const response = await client.request('POST', '/_api/avatar/learner%40demo.example', { body, headers });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 2 MB (413)', async () => {
    const { body, headers } = multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]));
    const response = await client.request('POST', '/_api/avatar/learner%40demo.example', { body, headers });
    expect(response.statusCode).toBe(413);
  });

  it("refuses someone else's avatar (403)", async () => {
    const { body, headers } = multipart('me.png', 'image/png', PNG);
    const response = await client.request('POST', '/_api/avatar/approver%40demo.example', { body, headers });
    expect(response.statusCode).toBe(403);
  });
});
