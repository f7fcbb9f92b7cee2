/** Value sets of spec 2 §3–§4, spelled as the LMS sends them. */

export const ENROLMENT_VALUES = ['NotEnrolled', 'Enrolled', 'PendingAdminApproval', 'PendingSecondLevelApproval', 'PendingUserApproval'] as const;
export type Enrolment = (typeof ENROLMENT_VALUES)[number];

/** Results the enrol calls answer with (spec 2 §4 maps them onto Enrolment). */
export const ENROL_RESULTS = [
  'Enrolled',
  'Unenrolled',
  'EnrollmentPendingApproverApproval',
  'EnrollmentPendingSecondLevelApproval',
  'EnrollmentPendingUserApproval',
  'NoAvailableSeats',
  'EnrolmentDeadlinePassed',
  'CancellationDeadlinePassed',
  'NotAllowed',
] as const;
export type EnrolResult = (typeof ENROL_RESULTS)[number];

export const COMPLETION_VALUES = ['NotAttempted', 'Attempted', 'Completed', 'Passed', 'Failed', 'Attended', 'NotAttended', 'PendingApproval', 'Rejected'] as const;
export type Completion = (typeof COMPLETION_VALUES)[number];

/** How an item is assigned. RequiredWithNoApproval items are enrolled silently at launch (spec 2 §4 step 5). */
export const ENROLMENT_MODES = ['Optional', 'OptionalWithApproval', 'RequiredWithNoApproval', 'RequiredWithApproval', 'RequiredWithoutSelfEnrolment'] as const;
export type EnrolmentMode = (typeof ENROLMENT_MODES)[number];

export const TARGETING_MODES = ['DirectlyTargeted', 'NotDirectlyTargeted'] as const;
export type TargetingMode = (typeof TARGETING_MODES)[number];

/** Auto: opening the content completes it; Manual: the learner or an instructor marks it; MustPass: only Passed counts (with a pass mark). */
export const COMPLETION_MODES = ['Auto', 'Manual', 'MustPass'] as const;
export type CompletionMode = (typeof COMPLETION_MODES)[number];

export const AVAILABILITY_MODES = ['Always', 'Never', 'Dates'] as const;
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number];

/** The item's platform setting for the learner portal (spec 2 §4 availability). */
export const PORTAL_VISIBILITY = ['Show', 'Hide'] as const;

/** `type` of an item (spec 2 §3); `Type` is the lower-case technical kind. */
export const ITEM_TYPES = ['Task', 'Curriculum', 'Event', 'Session', 'Link', 'Course', 'Video', 'Audio', 'File'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_KINDS = ['curriculum', 'task', 'event', 'tincan', 'scorm', 'file', 'link', 'video', 'audio', 'aicc'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const SESSION_STATUSES = ['Attending', 'Attended', 'NotAttended'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Launch-check statuses with their own handling; any other status shows Launch.{status} (spec 2 §4). */
export const LAUNCH_STATUSES = ['launch', 'mustCompleteByElapsed', 'enrollmentRequired'] as const;
export const ATTEMPT_TYPES = ['continue', 'newAttempt', 'review'] as const;
export type AttemptType = (typeof ATTEMPT_TYPES)[number];
/** Tracking mode under which content is launched through /aicc/launch and not sent an attempted statement. */
export const AICC_TRACKING_MODE = 'AICC40';
export const MAX_ATTEMPTS_EXCEEDED = 'MaxAllowedAttemptsExceeded';

/** Constants of spec 2 §9. */
export const CATALOGUE_PAGE_SIZE = 15;
export const CATALOGUE_LOAD_MORE_DISTANCE_PX = 500;
export const SESSIONS_PAGE_SIZE = 10;
export const CHANNEL_PLAYLIST_SIZE = 10;
export const CURRICULUM_RELOAD_DELAY_MS = 5000;
export const CALENDAR_BUFFER_SECONDS = 1209600;
export const CERTIFICATE_EXPIRING_DAYS = 30;
