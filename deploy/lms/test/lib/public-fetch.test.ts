import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedGet, isPublicAddress, publicOnlyLookup } from '../../src/lib/public-fetch';

describe('fetching only public addresses', () => {
  it('knows public from loopback, private, link-local and unique-local addresses', () => {
    expect(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'].map(isPublicAddress)).toEqual([true, true]);
    expect(
      ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '0.0.0.0', '::ffff:127.0.0.1', 'nonsense'].map(isPublicAddress),
    ).toEqual(Array(11).fill(false));
  });

  it('connects only through a lookup that answers public addresses: a host that resolves to a private one gets no connection', async () => {
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (error) => resolve(error)));
    expect(refused).toMatchObject({ code: 'FeedAddressRefused' });
    let served = 0;
    const server = createServer((_request, response) => {
      served += 1;
      response.end('<rss><channel><title>local</title></channel></rss>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await guardedGet(new URL(`http://localhost:${port}/feed.xml`), 'application/rss+xml')).toBeUndefined();
      expect(served).toBe(0);
    } finally {
      server.close();
    }
  });
});
