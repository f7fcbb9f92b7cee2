import { createHash } from 'node:crypto';
import type { CompletionMode, Completion, CurriculumEntry, Enrolment, EnrolmentMode, ItemKind, ItemType, SessionStatus } from '@portal/contracts/catalogue';
import { sql } from 'kysely';
import type { Database } from '../db';
import { json } from '../db/json';
import type { ItemDefinition } from '../domain/catalogue/definition';

/*
 * The demo tenant's catalogue: fixed ids the e2e tests rely on, at least 60 items over every
 * item type, a category hierarchy under root/, channels, events with past, open, full and closed
 * sessions, a curriculum with prerequisites, and learner's mandatory, overdue and completed items.
 * Dates are relative to the moment of seeding, so a fresh portal always has a session next month.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const DEMO_CATALOGUE_SETTINGS = {
  enableRatings: true,
  enableComments: true,
  enableCategoryHierarchy: true,
  channelsBlackListFilter: ['legacy-courses'],
} as const;

interface DemoCategory {
  id: string;
  name: string;
  slug: string;
  description?: string;
  show?: boolean;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { id: 'cat-clinical', name: 'root/Clinical', slug: 'clinical', description: 'Clinical skills and practice.' },
  { id: 'cat-infection', name: 'root/Clinical/Infection prevention and control', slug: 'infection-prevention-and-control' },
  { id: 'cat-medicines', name: 'root/Clinical/Medicines management', slug: 'medicines-management' },
  { id: 'cat-resus', name: 'root/Clinical/Resuscitation', slug: 'resuscitation' },
  { id: 'cat-safety', name: 'root/Health and safety', slug: 'health-and-safety' },
  { id: 'cat-fire', name: 'root/Health and safety/Fire safety', slug: 'fire-safety' },
  { id: 'cat-handling', name: 'root/Health and safety/Moving and handling', slug: 'moving-and-handling' },
  { id: 'cat-ig', name: 'root/Information governance', slug: 'information-governance' },
  { id: 'cat-cyber', name: 'root/Information governance/Data protection and cyber security awareness', slug: 'data-protection-and-cyber-security' },
  { id: 'cat-leadership', name: 'root/Leadership and management', slug: 'leadership-and-management' },
  { id: 'cat-coaching', name: 'root/Leadership and management/Coaching', slug: 'coaching' },
  { id: 'cat-wellbeing', name: 'root/Wellbeing', slug: 'wellbeing', description: 'Look after yourself and your colleagues.' },
  { id: 'cat-digital', name: 'root/Digital skills', slug: 'digital-skills' },
  { id: 'cat-archive', name: 'root/Archive', slug: 'archive', description: 'Retired content, kept for records.', show: false },
];

export const DEMO_CHANNELS: readonly { id: string; name: string; slug: string; description?: string; categories: string[] }[] = [
  {
    id: 'demo-channel-clinical',
    name: 'Clinical essentials',
    slug: 'clinical-essentials',
    description: 'Everything a ward needs, by topic.',
    categories: ['cat-clinical', 'cat-infection', 'cat-medicines', 'cat-resus'],
  },
  { id: 'demo-channel-leadership', name: 'Leading teams', slug: 'leading-teams', description: 'For new and experienced managers.', categories: ['cat-leadership', 'cat-coaching'] },
  { id: 'demo-channel-wellbeing', name: 'Wellbeing', slug: 'wellbeing', categories: ['cat-wellbeing'] },
  {
    id: 'demo-channel-empty',
    name: 'New starters',
    slug: 'new-starters',
    description: 'A channel without categories: opens the catalogue filtered by its name without spaces, which the items for new staff carry.',
    categories: [],
  },
  { id: 'demo-channel-legacy', name: 'Legacy courses', slug: 'legacy-courses', description: 'Left out of the playlists by channelsBlackListFilter.', categories: ['cat-archive'] },
];

/** One demo item: its id, type, name, and the definition fields that differ from the defaults. */
interface DemoItem {
  id: string;
  type: ItemType;
  kind: ItemKind;
  name: string;
  categories: string[];
  description?: string;
  mode?: EnrolmentMode;
  completionMode?: CompletionMode;
  minutes?: number;
  cost?: number;
  priority?: number;
  extra?: Partial<ItemDefinition>;
}

/** Where the demo content opens: files under deploy/lms/content/demo/learning/, served by the content route. */
const LEARNING = '/_api/content/learning/demo';
export const DEMO_LEARNING_PATHS = {
  link: `${LEARNING}/link/index.html`,
  course: `${LEARNING}/course/index.html`,
  aicc: `${LEARNING}/aicc/index.html`,
  video: `${LEARNING}/media/demo-video.webm`,
  audio: `${LEARNING}/media/demo-audio.ogg`,
  pdf: `${LEARNING}/documents/fire-safety-quick-guide.pdf`,
  thumbnail: (type: ItemType) => `${LEARNING}/thumbnails/${type.toLowerCase()}.svg`,
  /** A category's illustration (drawn by `npm run thumbnails`, scripts/demo-thumbnails.tsx). */
  categoryThumbnail: (slug: string) => `${LEARNING}/thumbnails/${slug}.svg`,
} as const;
const P = DEMO_LEARNING_PATHS;

/**
 * The picture of something filed under `categories`: its first category's illustration; none without
 * a category (the portal then shows the item type's designed fallback, @portal/ui/thumbnail).
 */
function thumbnailOf(categories: readonly string[]): string | undefined {
  const slug = DEMO_CATEGORIES.find((category) => category.id === categories[0])?.slug;
  return slug ? P.categoryThumbnail(slug) : undefined;
}

const link = (id: string, name: string, categories: string[], extra: Partial<DemoItem> = {}): DemoItem => ({
  id,
  type: 'Link',
  kind: 'link',
  name,
  categories,
  completionMode: 'Auto',
  minutes: 10,
  ...extra,
  extra: { LaunchPath: P.link, LinkText: 'Open the page', ...extra.extra },
});
const video = (id: string, name: string, categories: string[], extra: Partial<DemoItem> = {}): DemoItem => ({
  id,
  type: 'Video',
  kind: 'video',
  name,
  categories,
  completionMode: 'Manual',
  minutes: 5,
  ...extra,
  extra: { LaunchPath: P.video, OriginalFilename: 'demo-video.webm', ...extra.extra },
});
const audio = (id: string, name: string, categories: string[], extra: Partial<DemoItem> = {}): DemoItem => ({
  id,
  type: 'Audio',
  kind: 'audio',
  name,
  categories,
  completionMode: 'Manual',
  minutes: 5,
  ...extra,
  extra: { LaunchPath: P.audio, OriginalFilename: 'demo-audio.ogg', ...extra.extra },
});
const file = (id: string, name: string, categories: string[], extra: Partial<DemoItem> = {}): DemoItem => ({
  id,
  type: 'File',
  kind: 'file',
  name,
  categories,
  completionMode: 'Auto',
  minutes: 15,
  ...extra,
  extra: { LaunchPath: P.pdf, OriginalFilename: 'fire-safety-quick-guide.pdf', ...extra.extra },
});
const course = (id: string, name: string, categories: string[], extra: Partial<DemoItem> = {}): DemoItem => ({
  // Not Auto: opening a course must not complete it. The course page reports its completion, for the
  // item named in its query string, when the learner reaches its end (course.js, the record store).
  id,
  type: 'Course',
  kind: 'scorm',
  name,
  categories,
  completionMode: 'Manual',
  minutes: 30,
  ...extra,
  extra: { LaunchPath: `${P.course}?item=${id}`, TrackingMode: 'SCORM12', ...extra.extra },
});
const task = (id: string, name: string, categories: string[], extra: Partial<DemoItem> = {}): DemoItem => ({
  id,
  type: 'Task',
  kind: 'task',
  name,
  categories,
  completionMode: 'Manual',
  minutes: 60,
  ...extra,
});

const entry = (ItemId: string, Index: number, extra: Partial<CurriculumEntry> = {}): CurriculumEntry => ({
  ItemId,
  Index,
  IsRequiredForCompletion: true,
  PrerequisiteIDs: [],
  ...extra,
});

/** The items the e2e tests and the issue name, then a realistic spread of everything else. */
export const DEMO_ITEMS: readonly DemoItem[] = [
  link('demo-link', 'Safeguarding adults: local procedures', ['cat-clinical'], {
    description: '<p>The trust’s safeguarding procedures, on the intranet page for your area.</p>',
    extra: { LaunchPath: `${P.link}?source=portal&topic=safeguarding` },
  }),
  video('demo-video', 'Hand hygiene: the five moments', ['cat-infection'], {
    description: '<p>A five-second film on when to clean your hands. Part of the New starters programme.</p>',
    minutes: 1,
  }),
  audio('demo-audio', 'Podcast: sleep and shift work', ['cat-wellbeing'], { description: '<p>A short listen on resting well between night shifts.</p>', minutes: 1 }),
  file('demo-pdf', 'Fire safety quick guide (PDF)', ['cat-fire'], { description: '<p>What to do when the alarm sounds: one page to print.</p>' }),
  course('demo-course', 'Infection prevention and control: level 2', ['cat-infection'], {
    description: '<p>An interactive course with a short knowledge check. You can take it again or review your last attempt.</p>',
    minutes: 45,
    priority: 5,
    extra: { AllowAttempts: true, AllowReview: true, MaxAttempts: 3, ActivityId: 'https://demo.example/activities/ipc-level-2' },
  }),
  course('demo-completed', 'Equality, diversity and human rights', ['cat-leadership'], {
    kind: 'tincan',
    description: '<p>Why fairness matters in care, and what the law expects of us.</p>',
    extra: { TrackingMode: 'xAPI', ActivityId: 'https://demo.example/activities/equality-diversity' },
  }),
  {
    id: 'demo-curriculum',
    type: 'Curriculum',
    kind: 'curriculum',
    name: 'Preceptorship programme',
    categories: ['cat-clinical'],
    minutes: 120,
    priority: 8,
    description: '<p>Your first months as a registered practitioner. Start with the introduction; the assessment unlocks when it is complete.</p>',
    extra: {
      Entries: [
        entry('demo-cur-intro', 0),
        entry('demo-cur-assessment', 1, { PrerequisiteIDs: ['demo-cur-intro'] }),
        entry('demo-cur-reading', 2, { IsRequiredForCompletion: false }),
      ],
    },
  },
  link('demo-cur-intro', 'Preceptorship: introduction', ['cat-clinical'], {
    description: '<p>What the programme covers and who supports you.</p>',
    extra: { TargetingMode: 'NotDirectlyTargeted' },
  }),
  course('demo-cur-assessment', 'Preceptorship: assessment', ['cat-clinical'], {
    description: '<p>A short assessment of the introduction.</p>',
    extra: { TargetingMode: 'NotDirectlyTargeted' },
  }),
  file('demo-cur-reading', 'Preceptorship: further reading', ['cat-clinical'], { extra: { TargetingMode: 'NotDirectlyTargeted' } }),
  {
    id: 'demo-programme',
    type: 'Curriculum',
    kind: 'curriculum',
    name: 'Clinical leadership pathway',
    categories: ['cat-leadership'],
    minutes: 600,
    description: '<p>Two curricula in order: the preceptorship programme unlocks the leadership module.</p>',
    extra: { Entries: [entry('demo-curriculum', 0), entry('demo-cur-module-2', 1, { PrerequisiteIDs: ['demo-curriculum'] })] },
  },
  {
    id: 'demo-cur-module-2',
    type: 'Curriculum',
    kind: 'curriculum',
    name: 'Leading a shift',
    categories: ['cat-leadership'],
    minutes: 180,
    extra: { TargetingMode: 'NotDirectlyTargeted', Entries: [entry('demo-cur-module-2-a', 0), entry('demo-cur-module-2-b', 1, { PrerequisiteIDs: ['demo-cur-module-2-a'] })] },
  },
  video('demo-cur-module-2-a', 'Leading a shift: handover', ['cat-leadership'], { extra: { TargetingMode: 'NotDirectlyTargeted' } }),
  course('demo-cur-module-2-b', 'Leading a shift: escalation', ['cat-leadership'], { extra: { TargetingMode: 'NotDirectlyTargeted' } }),
  {
    id: 'demo-event',
    type: 'Event',
    kind: 'event',
    name: 'Basic life support: practical session',
    categories: ['cat-resus'],
    minutes: 180,
    priority: 6,
    description: '<p>Hands-on CPR and defibrillator practice with a resuscitation officer. Choose a session.</p>',
  },
  {
    id: 'demo-event-invite',
    type: 'Event',
    kind: 'event',
    name: 'Sepsis awareness workshop',
    categories: ['cat-clinical'],
    minutes: 120,
    description: '<p>You have been invited to a session: accept or decline it.</p>',
  },
  {
    id: 'demo-event-approval',
    type: 'Event',
    kind: 'event',
    name: 'Coaching skills for managers',
    categories: ['cat-coaching'],
    minutes: 240,
    description: '<p>Places are confirmed by your manager.</p>',
  },
  { id: 'demo-event-online', type: 'Event', kind: 'event', name: 'Medicines safety webinar', categories: ['cat-medicines'], minutes: 60, completionMode: 'Auto' },
  task('demo-task-reflection', 'Reflective account: a learning event', ['cat-clinical'], {
    description: '<p>Write a reflection on something that happened at work and what you learnt.</p>',
  }),
  task('demo-task-observation', 'Observed practice: medicines round', ['cat-medicines'], { description: '<p>An assessor observes a medicines round and signs it off.</p>' }),
  course('demo-aicc', 'Display screen equipment assessment (AICC)', ['cat-safety'], {
    kind: 'aicc',
    description: '<p>An AICC lesson: it reports its status to the LMS over HACP.</p>',
    extra: { LaunchPath: P.aicc, TrackingMode: 'AICC40' },
  }),
  course('demo-fire-safety', 'Fire safety awareness', ['cat-fire'], {
    description: '<p>Annual fire safety training for all staff. Part of the New starters programme.</p>',
    mode: 'RequiredWithNoApproval',
    priority: 10,
    // Catalogue extensions (spec 2 §7): the fields content/demo/config/extensions.json names.
    extra: { Extensions: { provider: 'Demo University Estates team', level: 'Foundation', syllabus: 'https://demo.example/fire-safety-syllabus' } },
  }),
  course('demo-moving-handling', 'Moving and handling people', ['cat-handling'], {
    description: '<p>Mandatory every year. Once the due date passes the course is locked until your manager re-assigns it.</p>',
    mode: 'RequiredWithNoApproval',
    priority: 9,
    extra: { LockAfterDueDate: true },
  }),
  course('demo-ig-basics', 'Data security awareness', ['cat-cyber'], {
    description: '<p>Keeping personal data safe: the annual refresher. Part of the New starters programme.</p>',
    mode: 'RequiredWithNoApproval',
    priority: 9,
  }),
  course('demo-conflict', 'Conflict resolution', ['cat-safety'], { mode: 'RequiredWithNoApproval', minutes: 60 }),
  course('demo-bls-theory', 'Basic life support: theory', ['cat-resus'], { mode: 'RequiredWithNoApproval', minutes: 40 }),
  course('demo-required-only', 'Controlled drugs: ward procedures', ['cat-medicines'], {
    description: '<p>Assigned by the pharmacy team only: you cannot enrol yourself.</p>',
    mode: 'RequiredWithoutSelfEnrolment',
  }),
  course('demo-approval-course', 'Advanced communication skills', ['cat-leadership'], {
    description: '<p>Enrolment needs your manager’s approval.</p>',
    mode: 'OptionalWithApproval',
    minutes: 240,
    cost: 150,
  }),
  course('demo-mustpass', 'Medicines calculation test', ['cat-medicines'], { completionMode: 'MustPass', extra: { PassMark: 80 } }),
  course('demo-premium', 'Masterclass: leading change', ['cat-leadership'], { cost: 95, extra: { sku: 'DEMO-MASTERCLASS' } }),
  link('demo-hidden', 'Pilot: new rota system guide', ['cat-digital'], { extra: { isHidden: true } }),
  link('demo-never', 'Withdrawn: old incident form', ['cat-safety'], { extra: { AvailabilityMode: 'Never' } }),
  link('demo-archive', 'Retired: paper records policy', ['cat-archive']),
  // A spread of everyday content across the categories.
  course('demo-ipc-level-1', 'Infection prevention and control: level 1', ['cat-infection'], { minutes: 30 }),
  video('demo-ppe', 'Putting on and taking off PPE', ['cat-infection']),
  file('demo-isolation-poster', 'Isolation room signage (PDF)', ['cat-infection']),
  course('demo-medicines-admin', 'Safe administration of medicines', ['cat-medicines'], { minutes: 90 }),
  link('demo-bnf', 'The BNF online', ['cat-medicines']),
  video('demo-insulin', 'Insulin safety in five minutes', ['cat-medicines']),
  course('demo-anaphylaxis', 'Recognising anaphylaxis', ['cat-resus'], { minutes: 25 }),
  audio('demo-resus-podcast', 'Podcast: lessons from a cardiac arrest', ['cat-resus']),
  course('demo-deteriorating', 'The deteriorating patient', ['cat-clinical'], { minutes: 60, priority: 4 }),
  link('demo-news2', 'NEWS2 observation chart', ['cat-clinical']),
  course('demo-dementia', 'Dementia awareness', ['cat-clinical'], { minutes: 45 }),
  video('demo-pressure-ulcers', 'Preventing pressure ulcers', ['cat-clinical']),
  file('demo-fire-plan', 'Ward evacuation plan template (PDF)', ['cat-fire']),
  video('demo-extinguishers', 'Which fire extinguisher?', ['cat-fire']),
  course('demo-hoist', 'Using a hoist safely', ['cat-handling'], { minutes: 40 }),
  file('demo-handling-checklist', 'Moving and handling risk checklist (PDF)', ['cat-handling']),
  course('demo-gdpr', 'GDPR for health and care staff', ['cat-ig'], { minutes: 35 }),
  link('demo-phishing', 'Spot the phishing e-mail', ['cat-cyber']),
  audio('demo-cyber-podcast', 'Podcast: passwords and passphrases', ['cat-cyber']),
  course('demo-appraisals', 'Holding a good appraisal', ['cat-leadership'], { minutes: 50 }),
  link('demo-leadership-model', 'The healthcare leadership model', ['cat-leadership']),
  video('demo-feedback', 'Giving feedback that helps', ['cat-coaching']),
  course('demo-coaching-basics', 'Coaching conversations', ['cat-coaching'], { minutes: 90, cost: 40 }),
  audio('demo-mindfulness', 'Ten-minute mindfulness', ['cat-wellbeing'], { minutes: 10 }),
  link('demo-eap', 'Employee assistance programme', ['cat-wellbeing']),
  course('demo-resilience', 'Building resilience', ['cat-wellbeing'], { minutes: 40 }),
  video('demo-stretching', 'Desk stretches', ['cat-wellbeing']),
  course('demo-excel', 'Spreadsheets for ward managers', ['cat-digital'], { minutes: 120, cost: 25 }),
  link('demo-teams', 'Getting started with video calls', ['cat-digital']),
  file('demo-ehr-guide', 'Electronic patient record: quick reference (PDF)', ['cat-digital']),
  task('demo-task-audit', 'Hand hygiene audit', ['cat-infection']),
  link('demo-future', 'Coming soon: new starter welcome', ['cat-digital'], { extra: { AvailabilityMode: 'Dates', AvailableFrom: 'future' } }),
];

interface LearnerState {
  enrolment?: Enrolment;
  mandatory?: boolean;
  /** Days from now (negative: overdue). */
  dueInDays?: number;
  completion?: Completion;
  /** Days ago the learner started / completed. */
  startedDaysAgo?: number;
  completedDaysAgo?: number;
  attempts?: number;
}

/** learner's own state (fixed data the e2e tests rely on). */
const LEARNER: Record<string, LearnerState> = {
  'demo-link': { enrolment: 'Enrolled' },
  'demo-video': { enrolment: 'Enrolled' },
  'demo-audio': { enrolment: 'Enrolled' },
  'demo-pdf': { enrolment: 'Enrolled' },
  'demo-course': { enrolment: 'Enrolled', completion: 'Completed', startedDaysAgo: 40, completedDaysAgo: 38, attempts: 1 },
  'demo-completed': { enrolment: 'Enrolled', completion: 'Completed', startedDaysAgo: 20, completedDaysAgo: 20, attempts: 1 },
  'demo-curriculum': { enrolment: 'Enrolled', mandatory: true, dueInDays: 45 },
  'demo-cur-intro': { enrolment: 'Enrolled' },
  'demo-cur-assessment': { enrolment: 'Enrolled' },
  'demo-cur-reading': { enrolment: 'Enrolled' },
  'demo-programme': { enrolment: 'Enrolled' },
  'demo-cur-module-2': { enrolment: 'Enrolled' },
  'demo-cur-module-2-a': { enrolment: 'Enrolled' },
  'demo-cur-module-2-b': { enrolment: 'Enrolled' },
  'demo-event': { enrolment: 'Enrolled', completion: 'Completed', startedDaysAgo: 7, completedDaysAgo: 7 },
  'demo-aicc': { enrolment: 'Enrolled' },
  'demo-fire-safety': { enrolment: 'Enrolled', mandatory: true, dueInDays: -10, completion: 'Attempted', startedDaysAgo: 30 },
  'demo-moving-handling': { enrolment: 'Enrolled', mandatory: true, dueInDays: -3 },
  'demo-ig-basics': { enrolment: 'Enrolled', mandatory: true, dueInDays: 21 },
  'demo-conflict': { enrolment: 'Enrolled', mandatory: true, dueInDays: 60, completion: 'Completed', startedDaysAgo: 90, completedDaysAgo: 89 },
  'demo-bls-theory': { enrolment: 'Enrolled', mandatory: true, dueInDays: 5 },
  'demo-mustpass': { enrolment: 'Enrolled', completion: 'Failed', startedDaysAgo: 12, completedDaysAgo: 12, attempts: 1 },
  'demo-task-reflection': { enrolment: 'Enrolled', mandatory: true, dueInDays: 14 },
  'demo-ipc-level-1': { enrolment: 'Enrolled', completion: 'Completed', startedDaysAgo: 200, completedDaysAgo: 200 },
  'demo-ppe': { enrolment: 'Enrolled', completion: 'Attempted', startedDaysAgo: 2 },
  'demo-mindfulness': { enrolment: 'Enrolled', completion: 'Completed', startedDaysAgo: 5, completedDaysAgo: 5 },
  'demo-gdpr': { enrolment: 'Enrolled', completion: 'Passed', startedDaysAgo: 60, completedDaysAgo: 60 },
  'demo-approval-course': { enrolment: 'PendingAdminApproval' },
};

interface DemoSession {
  id: string;
  eventId: string;
  name: string;
  /** Days from the seeding moment, at 09:00 UTC. */
  startInDays: number;
  hours: number;
  seats: number;
  location: string;
  enrolmentDeadlineInDays?: number;
  cancellationDeadlineInDays?: number;
  mode?: EnrolmentMode;
  completionMode?: CompletionMode;
  /** Registrations: username → enrolment (and status). */
  registrations?: Record<string, { enrolment: Enrolment; status?: SessionStatus }>;
  /** Usernames of who runs the session: they may set completion for its attendees. */
  instructors?: string[];
}

const INSTRUCTOR_SESSIONS: readonly DemoSession[] = [
  ...[2, 5, 9, 16, 23].map((startInDays, n): DemoSession => ({
    id: `demo-instructor-upcoming-${n + 1}`,
    eventId: 'demo-event',
    name: `Ward teaching, session ${n + 1}`,
    startInDays,
    hours: 2,
    seats: 15,
    location: 'Ward 7 seminar room',
    enrolmentDeadlineInDays: startInDays - 1,
    registrations:
      n % 2 === 0 ? { approver: { enrolment: 'Enrolled' as const }, 'pat.lee': { enrolment: 'Enrolled' as const } } : { 'pat.lee2': { enrolment: 'Enrolled' as const } },
    instructors: ['instructor'],
  })),
  ...[-30, -60].map((startInDays, n): DemoSession => ({
    id: `demo-instructor-historic-${n + 1}`,
    eventId: 'demo-event',
    name: `Ward teaching, earlier session ${n + 1}`,
    startInDays,
    hours: 2,
    seats: 15,
    location: 'Ward 7 seminar room',
    registrations: {
      approver: { enrolment: 'Enrolled' as const, status: 'Attended' as const },
      'pat.lee': { enrolment: 'Enrolled' as const, ...(n === 0 ? { status: 'Attended' as const } : {}) },
      'pat.lee2': { enrolment: 'Enrolled' as const },
    },
    instructors: ['instructor'],
  })),
];

export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    id: 'demo-session-past',
    eventId: 'demo-event',
    name: 'Skills lab, morning',
    startInDays: -7,
    hours: 3,
    seats: 12,
    location: 'Education Centre, Room 2',
    registrations: { learner: { enrolment: 'Enrolled', status: 'Attended' }, approver: { enrolment: 'Enrolled' } },
    instructors: ['instructor'],
  },
  {
    id: 'demo-session-open',
    eventId: 'demo-event',
    name: 'Skills lab, next month',
    startInDays: 30,
    hours: 3,
    seats: 12,
    location: 'Education Centre, Room 2',
    enrolmentDeadlineInDays: 25,
    cancellationDeadlineInDays: 28,
    registrations: { instructor: { enrolment: 'Enrolled' } },
  },
  {
    id: 'demo-session-calendar',
    eventId: 'demo-event',
    name: 'Skills lab, afternoon',
    startInDays: 10,
    hours: 3,
    seats: 10,
    location: 'Simulation Suite',
    enrolmentDeadlineInDays: 8,
    cancellationDeadlineInDays: 9,
    registrations: { learner: { enrolment: 'Enrolled' } },
    instructors: ['instructor'],
  },
  {
    id: 'demo-session-full',
    eventId: 'demo-event',
    name: 'Skills lab, evening',
    startInDays: 14,
    hours: 3,
    seats: 3,
    location: 'Simulation Suite',
    enrolmentDeadlineInDays: 12,
    registrations: { approver: { enrolment: 'Enrolled' }, instructor: { enrolment: 'Enrolled' }, teamleader: { enrolment: 'Enrolled' } },
  },
  {
    id: 'demo-session-closed',
    eventId: 'demo-event',
    name: 'Skills lab, late booking closed',
    startInDays: 21,
    hours: 3,
    seats: 12,
    location: 'Education Centre, Room 1',
    enrolmentDeadlineInDays: -1,
  },
  {
    id: 'demo-session-invite',
    eventId: 'demo-event-invite',
    name: 'Sepsis workshop',
    startInDays: 18,
    hours: 2,
    seats: 20,
    location: 'Lecture Theatre',
    enrolmentDeadlineInDays: 16,
    cancellationDeadlineInDays: 17,
    registrations: { learner: { enrolment: 'PendingUserApproval' } },
  },
  {
    id: 'demo-session-approval',
    eventId: 'demo-event-approval',
    name: 'Coaching skills, day one',
    startInDays: 40,
    hours: 6,
    seats: 16,
    location: 'Boardroom',
    enrolmentDeadlineInDays: 30,
    cancellationDeadlineInDays: 35,
    mode: 'OptionalWithApproval',
  },
  {
    id: 'demo-session-webinar',
    eventId: 'demo-event-online',
    name: 'Webinar',
    startInDays: 5,
    hours: 1,
    seats: 200,
    location: 'Online',
    completionMode: 'Auto',
  },
  // The instructor's register. Enough upcoming sessions for two dashboard pages of 5 and a
  // few historic ones with attendees, some attended. Attendees are accounts no other test relies on
  // (not learner, teamleader or reviewer), so calendars and the attendee rule's tests stay as they were.
  ...INSTRUCTOR_SESSIONS,
];

/** Ratings by other demo users, so means and counts show (none on demo-completed: the e2e test rates it). */
const OTHER_RATINGS: readonly [string, string, number][] = [
  ['approver', 'demo-course', 4],
  ['instructor', 'demo-course', 5],
  ['approver', 'demo-video', 3],
  ['teamleader', 'demo-fire-safety', 4],
  ['instructor', 'demo-mindfulness', 5],
];

function definitionOf(item: DemoItem, now: Date): ItemDefinition {
  const extra = { ...item.extra };
  if (extra.AvailableFrom === 'future') extra.AvailableFrom = new Date(now.getTime() + 30 * DAY).toISOString();
  const thumbnail = thumbnailOf(item.categories);
  return {
    Type: item.kind,
    EnrolmentMode: item.mode ?? 'Optional',
    FriendlyType: item.type,
    Categories: item.categories,
    ...(item.description ? { Description: item.description } : {}),
    ...(item.completionMode ? { CompletionMode: item.completionMode } : {}),
    ...(item.minutes != null ? { durationExtension: item.minutes } : {}),
    ...(item.cost != null ? { costExtension: item.cost } : {}),
    ...(item.priority != null ? { PriorityOrder: item.priority } : {}),
    ...(thumbnail ? { ThumbnailUrl: thumbnail } : {}),
    ...extra,
  };
}

const at0900 = (now: Date, days: number) => {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(9, 0, 0, 0);
  return date;
};

/**
 * Seeds the demo catalogue inside the demo tenant's transaction (the accounts exist already). Only
 * learner and a few colleagues get state; everybody else starts with a clean catalogue.
 */
export async function seedDemoCatalogue(db: Database, scope = 'demo', now = new Date()): Promise<void> {
  await db
    .updateTable('settings')
    .set({ json: sql`json || ${json(DEMO_CATALOGUE_SETTINGS)}::jsonb` })
    .where('scope', '=', scope)
    .execute();
  await db
    .insertInto('catalogue_versions')
    .values({ scope, version: 1 })
    .onConflict((oc) => oc.column('scope').doNothing())
    .execute();
  await db
    .insertInto('catalogue_categories')
    .values(DEMO_CATEGORIES.map((c, position) => ({ scope, id: c.id, name: c.name, slug: c.slug, description: c.description ?? null, position, show_content: c.show ?? true })))
    .execute();
  await db
    .insertInto('catalogue_channels')
    .values(
      DEMO_CHANNELS.map((c, position) => ({
        scope,
        id: c.id,
        name: c.name,
        slug: c.slug,
        description: c.description ?? null,
        thumbnail_url: thumbnailOf(c.categories) ?? null,
        categories: json(c.categories),
        position,
      })),
    )
    .execute();
  await db
    .insertInto('catalogue_items')
    .values(
      DEMO_ITEMS.map((item, index) => ({
        scope,
        id: item.id,
        type: item.type,
        name: item.name,
        definition: json(definitionOf(item, now)),
        created_on: new Date(now.getTime() - (DEMO_ITEMS.length - index) * 3 * DAY),
        modified_on: new Date(now.getTime() - (index % 7) * DAY),
      })),
    )
    .execute();
  await db
    .insertInto('catalogue_sessions')
    .values(
      DEMO_SESSIONS.map((s) => {
        const start = at0900(now, s.startInDays);
        return {
          scope,
          id: s.id,
          event_id: s.eventId,
          name: s.name,
          start_date: start,
          end_date: new Date(start.getTime() + s.hours * HOUR),
          enrolment_deadline: s.enrolmentDeadlineInDays == null ? null : at0900(now, s.enrolmentDeadlineInDays),
          cancellation_deadline: s.cancellationDeadlineInDays == null ? null : at0900(now, s.cancellationDeadlineInDays),
          location: s.location,
          seats: s.seats,
          enrolment_mode: s.mode ?? 'Optional',
          completion_mode: s.completionMode ?? 'Manual',
        };
      }),
    )
    .execute();

  const users = await db.selectFrom('users').select(['id', 'username']).where('scope', '=', scope).execute();
  const userId = new Map(users.map((u) => [u.username, u.id]));
  const learner = userId.get('learner');
  if (!learner) return;

  const days = (n: number | undefined) => (n == null ? null : new Date(now.getTime() - n * DAY));
  const states = Object.entries(LEARNER);
  await db
    .insertInto('catalogue_enrolments')
    .values(
      states
        .filter(([, s]) => s.enrolment)
        .map(([itemId, s]) => ({
          user_id: learner,
          scope,
          item_id: itemId,
          enrolment: s.enrolment!,
          mandatory: s.mandatory ?? false,
          due_date: s.dueInDays == null ? null : at0900(now, s.dueInDays),
          reason: null,
        })),
    )
    .execute();
  await db
    .insertInto('catalogue_completions')
    .values(
      states
        .filter(([, s]) => s.completion)
        .map(([itemId, s]) => ({
          user_id: learner,
          scope,
          item_id: itemId,
          completion: s.completion!,
          started_on: days(s.startedDaysAgo),
          completed_on: days(s.completedDaysAgo),
        })),
    )
    .execute();
  const attempts = states.filter(([, s]) => s.attempts);
  if (attempts.length > 0) {
    await db
      .insertInto('catalogue_attempts')
      .values(
        attempts.map(([itemId, s]) => ({
          id: seedAttemptId(itemId),
          user_id: learner,
          scope,
          item_id: itemId,
          number: 1,
          completion: s.completion ?? null,
          created_at: days(s.startedDaysAgo) ?? now,
        })),
      )
      .execute();
  }

  const registrations = DEMO_SESSIONS.flatMap((s) =>
    Object.entries(s.registrations ?? {}).flatMap(([username, r]) => {
      const id = userId.get(username);
      return id ? [{ user_id: id, scope, session_id: s.id, enrolment: r.enrolment, status: r.status ?? null, reason: null }] : [];
    }),
  );
  if (registrations.length > 0) await db.insertInto('session_enrolments').values(registrations).execute();
  const instructors = DEMO_SESSIONS.flatMap((s) =>
    (s.instructors ?? []).flatMap((username) => (userId.has(username) ? [{ scope, session_id: s.id, user_id: userId.get(username)! }] : [])),
  );
  if (instructors.length > 0) await db.insertInto('catalogue_session_instructors').values(instructors).execute();

  const ratings = OTHER_RATINGS.flatMap(([username, itemId, rating]) => {
    const id = userId.get(username);
    return id ? [{ user_id: id, scope, item_id: itemId, rating }] : [];
  });
  if (ratings.length > 0) await db.insertInto('catalogue_ratings').values(ratings).execute();
}

/**
 * The id of the learner's seeded first attempt at an item: a UUID (the record store takes an attempt
 * as a statement's registration, which xAPI requires to be one), the same on every seed.
 */
export function seedAttemptId(itemId: string): string {
  const hex = createHash('sha1').update(`demo-attempt:${itemId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
