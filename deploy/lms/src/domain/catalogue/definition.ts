import type { CatalogueItem, CompletionMode, CurriculumEntry, EnrolmentMode, ItemKind, ItemType } from '@portal/contracts/catalogue';
import type * as v from 'valibot';
import type { SessionSchedulingSchema } from '@portal/contracts/catalogue';

/** Fields of an item that are the same for every user, as sent in the catalogue. */
type SharedFields = Pick<
  CatalogueItem,
  | 'FriendlyType'
  | 'DisplayType'
  | 'TargetingMode'
  | 'Categories'
  | 'isHidden'
  | 'isMandatory'
  | 'DueDate'
  | 'PassMark'
  | 'durationExtension'
  | 'costExtension'
  | 'Extensions'
  | 'PriorityOrder'
  | 'AllowAttempts'
  | 'AllowReview'
  | 'LinkText'
  | 'LaunchPath'
  | 'OriginalFilename'
  | 'ThumbnailUrl'
  | 'FileSize'
  | 'ActivityId'
  | 'sku'
  | 'isOfflineAvailabilityEnabled'
  | 'PortalVisibility'
  | 'AvailabilityMode'
  | 'AvailableFrom'
  | 'AvailableTo'
>;

/**
 * The fixed part of a catalogue item, stored as one jsonb column. Besides the catalogue's fields it
 * holds rules only the LMS reads: the tracking mode of the launch check, a limit on attempts and
 * whether an elapsed due date locks the item.
 */
export interface ItemDefinition extends Partial<SharedFields> {
  Type: ItemKind;
  Description?: string;
  EnrolmentMode: EnrolmentMode;
  CompletionMode?: CompletionMode;
  Entries?: CurriculumEntry[];
  SessionScheduling?: v.InferOutput<typeof SessionSchedulingSchema>;
  /** AICC40 launches through /aicc/launch; others are informative (xAPI, SCORM12). */
  TrackingMode?: string | null;
  /** With AllowAttempts: how many attempts a user may have; no limit when absent. */
  MaxAttempts?: number | null;
  /** The launch check answers mustCompleteByElapsed once the user's due date has passed. */
  LockAfterDueDate?: boolean;
}

export interface ItemRecord {
  id: string;
  type: ItemType;
  name: string;
  definition: ItemDefinition;
  createdOn: Date;
  modifiedOn: Date;
}

export interface SessionRecord {
  id: string;
  eventId: string;
  name: string;
  startDate: Date;
  endDate: Date;
  enrolmentDeadline: Date | null;
  cancellationDeadline: Date | null;
  location: string | null;
  seats: number;
  enrolmentMode: EnrolmentMode;
  completionMode: CompletionMode;
}
