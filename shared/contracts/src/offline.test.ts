import * as v from 'valibot';
import { OfflineItemPayloadSchema, offlineConnectUri, offlineFeatureOn, offlinePaths, offlinePayload, qualifiesForOffline } from './offline';

describe('offline qualification (spec 2 §5)', () => {
  const item = { Id: 'i1', Type: 'scorm', isOfflineAvailabilityEnabled: true };

  it('qualifies only with the feature on, offline enabled and type tincan, scorm or file', () => {
    expect(qualifiesForOffline(item, true)).toBe(true);
    expect(qualifiesForOffline({ ...item, Type: 'tincan' }, true)).toBe(true);
    expect(qualifiesForOffline({ ...item, Type: 'file' }, true)).toBe(true);
    expect(qualifiesForOffline(item, false)).toBe(false);
    expect(qualifiesForOffline({ ...item, isOfflineAvailabilityEnabled: false }, true)).toBe(false);
    expect(qualifiesForOffline({ ...item, isOfflineAvailabilityEnabled: undefined }, true)).toBe(false);
    for (const Type of ['link', 'video', 'audio', 'curriculum', 'event', 'task', 'aicc']) expect(qualifiesForOffline({ ...item, Type }, true)).toBe(false);
  });

  it("leaves out an item on the organisation's list", () => {
    expect(qualifiesForOffline(item, true, ['i1'])).toBe(false);
  });

  it('reads Features.OfflineContent as on only for true', () => {
    expect(offlineFeatureOn('true')).toBe(true);
    expect(offlineFeatureOn('True ')).toBe(true);
    expect(offlineFeatureOn('false')).toBe(false);
    expect(offlineFeatureOn(undefined)).toBe(false);
  });
});

describe('offline payload (spec 2 §3)', () => {
  it('carries the spec fields of an item', () => {
    const payload = offlinePayload({
      Id: 'demo-pdf',
      Name: 'Fire safety quick guide',
      Description: '<p>One page</p>',
      LaunchPath: '/x.pdf',
      FileSize: 1234,
      OriginalFilename: 'x.pdf',
      DisplayType: 'PDF',
      Type: 'file',
      ActivityId: 'http://a/1',
    });
    expect(payload).toEqual({
      reference: 'demo-pdf',
      title: 'Fire safety quick guide',
      description: '<p>One page</p>',
      thumbnail: null,
      launch_path: '/x.pdf',
      file_size: 1234,
      file_name: 'x.pdf',
      display_type: 'PDF',
      item_type: 'file',
      activity_id: 'http://a/1',
    });
    expect(v.safeParse(OfflineItemPayloadSchema, payload).success).toBe(true);
    expect(v.safeParse(OfflineItemPayloadSchema, { ...payload, item_type: 'video' }).success).toBe(false);
  });

  it('builds the gobetween paths and a connect address without secrets', () => {
    expect(offlinePaths.qrCode('demo')).toBe('/authr/proxy/gobetween/org/qrcode/demo');
    expect(offlinePaths.remove('a b')).toBe('/authr/proxy/gobetween/item/a%20b');
    expect(offlineConnectUri('https://portal.example', 'demo', 'learner')).toBe('learnerportal-offline://connect?portal=https%3A%2F%2Fportal.example&scope=demo&user=learner');
  });
});
