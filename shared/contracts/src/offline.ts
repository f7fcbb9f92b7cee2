import * as v from 'valibot';

/*
 * Offline content (spec 2 §3 Offline item payload, §5, §7 /authr/proxy/gobetween): learners keep
 * copies of eligible items in the offline app, which they connect by scanning a QR code.
 */

/** Spec 2 §5: only these item types can be kept offline. */
export const OFFLINE_ITEM_TYPES = ['tincan', 'scorm', 'file'] as const;

export const OfflineItemPayloadSchema = v.object({
  reference: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200)),
  title: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(500)),
  description: v.pipe(v.string(), v.maxLength(20_000)),
  thumbnail: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  launch_path: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(2000)),
  file_size: v.nullable(v.pipe(v.number(), v.minValue(0))),
  file_name: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  display_type: v.pipe(v.string(), v.maxLength(100)),
  item_type: v.picklist(OFFLINE_ITEM_TYPES, 'not an offline item type'),
  activity_id: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
});
export type OfflineItemPayload = v.InferOutput<typeof OfflineItemPayloadSchema>;

/** GET /item/list: the learner's offline items. */
export const OfflineItemListSchema = v.array(v.object({ ...OfflineItemPayloadSchema.entries, added_at: v.string() }));
export type OfflineItemList = v.InferOutput<typeof OfflineItemListSchema>;
/** GET /org/item/list: the ids the organisation keeps out of the offline app. */
export const OfflineBlacklistSchema = v.array(v.string());

const base = '/authr/proxy/gobetween';
const e = encodeURIComponent;
export const offlinePaths = {
  qrCode: (scope: string) => `${base}/org/qrcode/${e(scope)}`,
  blacklist: () => `${base}/org/item/list`,
  items: () => `${base}/item/list`,
  add: () => `${base}/item`,
  remove: (reference: string) => `${base}/item/${e(reference)}`,
} as const;

export interface OfflineCandidate {
  Id: string;
  Type: string;
  isOfflineAvailabilityEnabled?: boolean;
}

/** Spec 2 §5: needed only when the feature is on and the item is offline-enabled and of type tincan, scorm or file. */
export function qualifiesForOffline(item: OfflineCandidate, featureOn: boolean, blacklist: readonly string[] = []): boolean {
  if (!featureOn || item.isOfflineAvailabilityEnabled !== true) return false;
  if (blacklist.includes(item.Id)) return false;
  return (OFFLINE_ITEM_TYPES as readonly string[]).includes(item.Type.toLowerCase());
}

/** The Features.OfflineContent named item: on only when 'true'. */
export function offlineFeatureOn(value: string | undefined | null): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/** Spec 2 §3: the payload the offline app is sent for an item. */
export function offlinePayload(item: {
  Id: string;
  Name: string;
  Description?: string | null;
  ThumbnailUrl?: string | null;
  LaunchPath?: string | null;
  FileSize?: number | null;
  OriginalFilename?: string | null;
  DisplayType?: string | null;
  FriendlyType?: string | null;
  Type: string;
  ActivityId?: string | null;
}): OfflineItemPayload {
  return {
    reference: item.Id,
    title: item.Name,
    description: item.Description ?? '',
    thumbnail: item.ThumbnailUrl ?? null,
    launch_path: item.LaunchPath ?? '',
    file_size: item.FileSize ?? null,
    file_name: item.OriginalFilename ?? null,
    display_type: item.DisplayType ?? item.FriendlyType ?? item.Type,
    item_type: item.Type.toLowerCase() as OfflineItemPayload['item_type'],
    activity_id: item.ActivityId ?? null,
  };
}

/** What the QR code encodes: where the app signs in; no secret (the app asks for the user's own sign-in). */
export function offlineConnectUri(portalUrl: string, scope: string, username: string): string {
  const params = new URLSearchParams({ portal: portalUrl, scope, user: username });
  return `learnerportal-offline://connect?${params.toString()}`;
}
