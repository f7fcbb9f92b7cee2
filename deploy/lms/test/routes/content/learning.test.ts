import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { DEMO_ITEMS, DEMO_LEARNING_PATHS } from '../../../src/seed/demo-catalogue';
import { signedIn } from '../reach/catalogue/helpers';
import { parseRange } from '../../../src/routes/content';

describe.each(databases())('learning content on $name', (database) => {
  const lms = useLms(database);

  it.each([
    [DEMO_LEARNING_PATHS.link, 'text/html; charset=utf-8', '<title>Safeguarding adults'],
    [DEMO_LEARNING_PATHS.course, 'text/html; charset=utf-8', 'Finish'],
    ['/_api/content/learning/demo/course/course.js', 'text/javascript; charset=utf-8', '/_api/lrs/statements'],
    [DEMO_LEARNING_PATHS.aicc, 'text/html; charset=utf-8', 'AICC'],
    [DEMO_LEARNING_PATHS.pdf, 'application/pdf', '%PDF-1.4'],
    [DEMO_LEARNING_PATHS.thumbnail('Video'), 'image/svg+xml', '<svg'],
  ])('serves %s as %s', async (url, type, content) => {
    const { client } = await signedIn(lms);
    const response = await client.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.body).toContain(content);
  });

  it('sandboxes an SVG opened as a page and lets no learning file be sniffed as another type', async () => {
    const { client } = await signedIn(lms);
    const svg = await client.get(DEMO_LEARNING_PATHS.thumbnail('Video'));
    expect(svg.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    const page = await client.get(DEMO_LEARNING_PATHS.course);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves real media, with byte ranges for seeking', async () => {
    const { client } = await signedIn(lms);
    const video = await client.get(DEMO_LEARNING_PATHS.video);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const size = video.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(200 * 1024);
    const part = await client.get(DEMO_LEARNING_PATHS.video, { headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.length).toBe(100);
    expect((await client.get(DEMO_LEARNING_PATHS.video, { headers: { range: `bytes=${size}-` } })).statusCode).toBe(416);
    const audio = await client.get(DEMO_LEARNING_PATHS.audio);
    expect(audio.headers['content-type']).toBe('audio/ogg');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('OggS');
  });

  it('every demo item with content opens a file that exists', async () => {
    const { client } = await signedIn(lms);
    const paths = new Set(DEMO_ITEMS.map((item) => item.extra?.LaunchPath).filter((p): p is string => Boolean(p)));
    for (const launchPath of paths) expect([launchPath, (await client.get(launchPath)).statusCode]).toEqual([launchPath, 200]);
  });

  it('needs a session of the tenant in the path', async () => {
    expect((await lms.client().get(DEMO_LEARNING_PATHS.link)).statusCode).toBe(401);
    const { client } = await signedIn(lms);
    expect((await client.get('/_api/content/learning/big/link/index.html')).statusCode).toBe(403);
  });

  it.each([
    '/_api/content/learning/demo/..%2F..%2Fconfig%2Fconfig.json',
    '/_api/content/learning/demo/../config/config.json',
    '/_api/content/learning/demo/link/..%2F..%2F..%2F..%2Fpackage.json',
    '/_api/content/learning/demo/.hidden.html',
    '/_api/content/learning/demo/link/index.exe',
    '/_api/content/learning/demo/missing.html',
  ])('serves nothing outside the learning files: %s', async (url) => {
    const { client } = await signedIn(lms);
    const response = await client.get(url);
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('"name"');
    expect(response.body).not.toContain('defaultScope');
  });

  it('the demo menu and dashboard reach the catalogue, the playlists and the calendar', async () => {
    const client = lms.client();
    const menu = JSON.stringify((await client.get('/_api/content/config/header-manifest.json')).json());
    const dashboard = JSON.stringify((await client.get('/_api/content/config/dashboard-manifest.json')).json());
    for (const href of ['/catalogue/items', '/catalogue/channels', '/calendar']) {
      expect(menu).toContain(`"href":"${href}"`);
      expect(dashboard).toContain(`"href":"${href}"`);
    }
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-9', 100)).toBeUndefined();
  });
});
