import * as v from 'valibot';
import { AVAILABILITY_MODES, COMPLETION_MODES, COMPLETION_VALUES, ENROLMENT_MODES, ENROLMENT_VALUES, PORTAL_VISIBILITY, SESSION_STATUSES, TARGETING_MODES } from './values';

const DateText = v.pipe(v.string(), v.isoTimestamp());
const OptionalDate = v.optional(v.nullable(DateText));

/** A session of an event (spec 2 §3). Dates are ISO timestamps in UTC. */
export const SessionSchema = v.object({
  Id: v.string(),
  Name: v.string(),
  StartDate: DateText,
  EndDate: DateText,
  EnrolmentDeadline: OptionalDate,
  CancellationDeadline: OptionalDate,
  Location: v.optional(v.string()),
  /** Seats left; 0 means full. */
  AvailableSeats: v.number(),
  Seats: v.number(),
  Enrolment: v.picklist(ENROLMENT_VALUES),
  Status: v.optional(v.nullable(v.picklist(SESSION_STATUSES))),
  EnrolmentMode: v.picklist(ENROLMENT_MODES),
  /** Manual sessions are marked attended or not attended by hand once they have run. */
  CompletionMode: v.optional(v.picklist(COMPLETION_MODES), 'Manual'),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/** A curriculum entry (spec 2 §3). */
export const CurriculumEntrySchema = v.object({
  ItemId: v.string(),
  Index: v.number(),
  IsRequiredForCompletion: v.boolean(),
  CompletionMode: v.optional(v.picklist(COMPLETION_MODES)),
  PrerequisiteIDs: v.optional(v.array(v.string()), []),
  /** How many of PrerequisiteIDs must be met; undefined means all. */
  RequiredPrereqCount: v.optional(v.nullable(v.number())),
});
export type CurriculumEntry = v.InferOutput<typeof CurriculumEntrySchema>;

/** When an event's sessions are shown (spec 2 §5 session scheduling); Always when absent. */
export const SessionSchedulingSchema = v.object({ Mode: v.picklist(AVAILABILITY_MODES), From: OptionalDate, To: OptionalDate });

/**
 * A catalogue item as the LMS sends it for the signed-in user (spec 2 §3). Derived fields (status,
 * displayStatus, isComplete, Progress, title, searchText) are computed by the portal from these.
 */
export const CatalogueItemSchema = v.object({
  Id: v.string(),
  Name: v.string(),
  /** HTML from the LMS: always rendered through SafeHtml. */
  Description: v.optional(v.string(), ''),
  type: v.string(),
  FriendlyType: v.optional(v.string()),
  Type: v.string(),
  DisplayType: v.optional(v.string()),
  Completion: v.picklist(COMPLETION_VALUES),
  CompletionMode: v.optional(v.picklist(COMPLETION_MODES), 'Manual'),
  Enrolment: v.picklist(ENROLMENT_VALUES),
  EnrolmentMode: v.picklist(ENROLMENT_MODES),
  TargetingMode: v.optional(v.picklist(TARGETING_MODES), 'DirectlyTargeted'),
  parents: v.optional(v.array(v.string()), []),
  Categories: v.optional(v.array(v.string()), []),
  Entries: v.optional(v.array(CurriculumEntrySchema)),
  Sessions: v.optional(v.array(SessionSchema)),
  SessionScheduling: v.optional(SessionSchedulingSchema),
  isHidden: v.optional(v.boolean(), false),
  isMandatory: v.optional(v.boolean(), false),
  DueDate: OptionalDate,
  PassMark: v.optional(v.nullable(v.number())),
  RatingMean: v.optional(v.nullable(v.number())),
  RatingCount: v.optional(v.number(), 0),
  /** The user's own rating. */
  rating: v.optional(v.nullable(v.number())),
  /** Minutes. */
  durationExtension: v.optional(v.nullable(v.number())),
  costExtension: v.optional(v.nullable(v.number())),
  Extensions: v.optional(v.record(v.string(), v.string()), {}),
  PriorityOrder: v.optional(v.number(), 0),
  CreatedOn: DateText,
  ModifiedOn: DateText,
  StartedOn: OptionalDate,
  CompletedOn: OptionalDate,
  AllowAttempts: v.optional(v.boolean(), false),
  AllowReview: v.optional(v.boolean(), false),
  LinkText: v.optional(v.string()),
  /** Where the content opens (a URL; relative URLs are under the API host). */
  LaunchPath: v.optional(v.string()),
  OriginalFilename: v.optional(v.string()),
  ThumbnailUrl: v.optional(v.string()),
  FileSize: v.optional(v.number()),
  ActivityId: v.optional(v.string()),
  /** Premium content is bought by sku (commerce comes in a later issue). */
  sku: v.optional(v.nullable(v.string())),
  isOfflineAvailabilityEnabled: v.optional(v.boolean(), false),
  PortalVisibility: v.optional(v.picklist(PORTAL_VISIBILITY), 'Show'),
  AvailabilityMode: v.optional(v.picklist(AVAILABILITY_MODES), 'Always'),
  AvailableFrom: OptionalDate,
  AvailableTo: OptionalDate,
});
export type CatalogueItem = v.InferOutput<typeof CatalogueItemSchema>;

/** A category (spec 2 §3). Hierarchical names start with 'root/' ('root/Clinical/Infection control'). */
export const CategorySchema = v.object({
  Id: v.string(),
  Name: v.string(),
  Description: v.optional(v.string()),
  Slug: v.string(),
  Index: v.optional(v.number(), 0),
  ShowContentInCatalogue: v.optional(v.boolean(), true),
});
export type Category = v.InferOutput<typeof CategorySchema>;

/** GET /reach/{scope}/api/v3/users/{username}/catalogue */
export const CatalogueResponseSchema = v.object({ Items: v.array(CatalogueItemSchema), Categories: v.array(CategorySchema) });
export type CatalogueResponse = v.InferOutput<typeof CatalogueResponseSchema>;

/** A channel (playlist page) groups categories (spec 2 §3). */
export const ChannelSchema = v.object({
  Id: v.string(),
  Name: v.string(),
  Slug: v.string(),
  Description: v.optional(v.string()),
  ThumbnailUrl: v.optional(v.string()),
  Categories: v.array(v.string()),
});
export type Channel = v.InferOutput<typeof ChannelSchema>;
export const ChannelListResponseSchema = v.object({ Channels: v.array(ChannelSchema) });

/**
 * Spec 2 §5: channels whose slug is in the blacklist (settings.channelsBlackListFilter) are left out,
 * wherever channels are listed (the channels page, the dashboard's channels widget). Any case.
 */
export function visibleChannels<C extends Pick<Channel, 'Slug'>>(channels: readonly C[], blacklist: readonly string[] | undefined): C[] {
  const blocked = new Set((blacklist ?? []).map((slug) => slug.trim().toLowerCase()));
  return channels.filter((channel) => !blocked.has(channel.Slug.toLowerCase()));
}
