import { offlinePaths, offlinePayload, type OfflineItemList } from '@portal/contracts/offline';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { API, SCOPE, signedIn } from '../reach/catalogue/helpers';

const call = (path: string) => API + path;
const payloadFor = (id: string, Type = 'file') => offlinePayload({ Id: id, Name: 'anything', Type, LaunchPath: '/x' });

/** Offline content under /authr/proxy/gobetween (spec 2 §5, §7). */
describe.each(databases())('offline content on $name', (database) => {
  const lms = useLms(database);

  it('adds a qualifying item with the catalogue’s own payload, lists and removes it', async () => {
    const learner = await signedIn(lms);
    expect((await learner.client.get(call(offlinePaths.items()))).json()).toEqual([]);
    const added = await learner.client.post(call(offlinePaths.add()), { ...payloadFor('demo-pdf'), title: 'Planted title' });
    expect(added.statusCode).toBe(200);
    const list = (await learner.client.get(call(offlinePaths.items()))).json() as OfflineItemList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ reference: 'demo-pdf', title: 'Fire safety quick guide (PDF)', item_type: 'file', file_name: expect.any(String) });
    expect((await learner.client.request('DELETE', call(offlinePaths.remove('demo-pdf')))).statusCode).toBe(200);
    expect((await learner.client.get(call(offlinePaths.items()))).json()).toEqual([]);
    expect((await learner.client.request('DELETE', call(offlinePaths.remove('demo-pdf')))).statusCode).toBe(404);
  });

  it('refuses items that do not qualify: not offline-enabled, blacklisted, or a wrong payload', async () => {
    const learner = await signedIn(lms);
    expect((await learner.client.post(call(offlinePaths.add()), payloadFor('demo-fire-safety', 'scorm'))).json()).toMatchObject({ ErrorCode: 'NotAvailableOffline' });
    expect((await learner.client.get(call(offlinePaths.blacklist()))).json()).toEqual(['demo-isolation-poster']);
    expect((await learner.client.post(call(offlinePaths.add()), payloadFor('demo-isolation-poster'))).json()).toMatchObject({ ErrorCode: 'NotAvailableOffline' });
    expect((await learner.client.post(call(offlinePaths.add()), { ...payloadFor('demo-pdf'), item_type: 'video' })).json()).toMatchObject({ ErrorCode: 'ValidationFailed' });
  });

  it('answers the onboarding QR code as a PNG for the caller’s own scope only', async () => {
    const learner = await signedIn(lms);
    const png = await learner.client.get(call(offlinePaths.qrCode(SCOPE)));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await learner.client.get(call(offlinePaths.qrCode('other')))).statusCode).toBe(403);
  });
});
