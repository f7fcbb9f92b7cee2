import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { CatalogueResponseSchema, ChannelListResponseSchema, cataloguePaths } from '@portal/contracts/catalogue';
import * as v from 'valibot';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { DEMO_CATEGORIES, DEMO_LEARNING_PATHS } from '../../../src/seed/demo-catalogue';
import { API, SCOPE, signedIn } from '../reach/catalogue/helpers';

describe.each(databases())('demo thumbnails on $name', (database) => {
  const lms = useLms(database);

  async function catalogue(learner: Awaited<ReturnType<typeof signedIn>>) {
    const response = await learner.catalogue();
    const encoding = response.headers['content-encoding'];
    const raw = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    return v.parse(CatalogueResponseSchema, JSON.parse(raw.toString('utf8'))).Items;
  }

  it("gives each catalogue item its first category's illustration, and none to an item without a category", async () => {
    const learner = await signedIn(lms);
    const items = await catalogue(learner);
    const slugOf = new Map(DEMO_CATEGORIES.map((category) => [category.id, category.slug]));
    for (const item of items) {
      const first = item.Categories?.[0];
      expect([item.Id, item.ThumbnailUrl]).toEqual([item.Id, first ? DEMO_LEARNING_PATHS.categoryThumbnail(slugOf.get(first)!) : undefined]);
    }
    // Real variety on the catalogue page, not one picture for all.
    expect(new Set(items.map((item) => item.ThumbnailUrl).filter(Boolean)).size).toBeGreaterThanOrEqual(8);
    // Every address the catalogue gives is an image the LMS serves.
    for (const url of new Set(items.map((item) => item.ThumbnailUrl).filter((url): url is string => Boolean(url)))) {
      const image = await learner.client.get(url);
      expect([url, image.statusCode, image.headers['content-type']]).toEqual([url, 200, 'image/svg+xml']);
      expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
    }
  });

  it('gives a channel the illustration of its first category', async () => {
    const { client } = await signedIn(lms);
    const { Channels } = v.parse(ChannelListResponseSchema, (await client.get(API + cataloguePaths.channels(SCOPE))).json());
    expect(Channels.find((channel) => channel.Id === 'demo-channel-clinical')?.ThumbnailUrl).toBe(DEMO_LEARNING_PATHS.categoryThumbnail('clinical'));
    expect(Channels.find((channel) => channel.Id === 'demo-channel-empty')?.ThumbnailUrl).toBeUndefined();
  });

  it('lets the browser keep a thumbnail for a day and revalidate it with its ETag', async () => {
    const { client } = await signedIn(lms);
    const url = DEMO_LEARNING_PATHS.categoryThumbnail('fire-safety');
    const first = await client.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await client.get(url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Other learning files are checked with the server every time (a course may change under the same name).
    expect((await client.get(DEMO_LEARNING_PATHS.course)).headers['cache-control']).toBe('private, no-cache');
  });
});
