import { ApiError } from '@portal/api-client';
import type { MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import type { CpdEntry, CpdPeriod, SchemaField } from '@portal/contracts/cpd';
import type { AreaPageOptions } from '@portal/testing';

/** The CPD area's test data, and the mock LMS answering its /almanac calls (for @portal/testing's renderAreaPage). */

export const learner: User = { id: 'u1', username: 'learner', displayName: 'Alex Morgan', roles: [], profile: { cpdEligible: 'Yes' }, authenticationMode: 'forms' };
export const reviewer: User = { id: 'r1', username: 'reviewer', displayName: 'Sam Taylor', roles: ['CPDReviewer'], profile: {}, authenticationMode: 'forms' };

const year = new Date().getUTCFullYear();
export const CURRENT: CpdPeriod = {
  reference: 'current',
  start_date: `${year}-01-01T00:00:00.000Z`,
  end_date: `${year}-12-31T23:59:59.999Z`,
  submission_date: `${year + 1}-01-31T23:59:59.999Z`,
  target: 20,
  target_mode: 'credits',
  status: null,
  owner: 'u1',
  entries: 2,
};
export const PAST: CpdPeriod = {
  ...CURRENT,
  reference: 'past',
  start_date: `${year - 1}-01-01T00:00:00.000Z`,
  end_date: `${year - 1}-12-31T23:59:59.999Z`,
  submission_date: `${year}-01-31T23:59:59.999Z`,
  status: 'Accepted',
  target: 5,
};

export const entry = (reference: string, title: string, type: string, day: string, extra: Partial<CpdEntry> = {}): CpdEntry => ({
  reference,
  journalId: 'current',
  title,
  type,
  completion_date: `${day}T00:00:00.000Z`,
  draft: false,
  credits: 3,
  time: 180,
  reflection: 'Practised the tool.',
  files: [],
  created_date: `${day}T00:00:00.000Z`,
  updated_date: `${day}T00:00:00.000Z`,
  owner: 'u1',
  fields: { title, type, completion_date: `${day}T00:00:00.000Z`, time: '180', credits: '3', reflection: 'Practised the tool.', draft: 'false' },
  ...extra,
});

export const ENTRIES = [
  entry('sepsis', 'Sepsis recognition workshop', 'Course', `${year}-01-15`),
  entry('conference', 'Regional nursing conference', 'Conference', `${year}-02-10`, { draft: true }),
];

const f = (field: Partial<SchemaField> & Pick<SchemaField, 'key' | 'label' | 'type'>): SchemaField => ({ hidden: false, editable: true, validation: {}, data: {}, ...field });
export const SCHEMA: SchemaField[] = [
  f({ key: 'title', label: 'Title', type: 'text', validation: { required: true } }),
  f({
    key: 'type',
    label: 'Activity type',
    type: 'choice',
    validation: { required: true },
    data: {
      values: [
        { value: 'Course', label: 'Course' },
        { value: 'Reading', label: 'Reading' },
      ],
    },
  }),
  f({ key: 'completion_date', label: 'Completion date', type: 'date', validation: { required: true } }),
  f({ key: 'time', label: 'Time spent', type: 'time', validation: { max: 24 } }),
  f({ key: 'credits', label: 'Credits', type: 'number-multiplier', editable: false, validation: { max: 10 }, data: { parentKey: 'time' } }),
  f({ key: 'reflection', label: 'Reflection', type: 'text', validation: { required: true } }),
  f({ key: 'evidence', label: 'Evidence', type: 'file' }),
  f({ key: 'draft', label: 'Save as draft', type: 'bool' }),
];

export const CONFIG = {
  enablePeriodCreation: true,
  enablePeriodsPicker: true,
  enableProgressChart: true,
  periodTargetModes: ['credits', 'time'],
  review: { enabled: true, enableReviewLocking: true, enableSubmissionDeadlineLocking: true, enableReviewComments: true, enableExtensionRequest: false },
  enableSharing: true,
  tabs: ['entries:list', 'plans:plans'],
  enableRatings: false,
};

export function almanac(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'POST /almanac/GetConfig': () => ({ config: CONFIG }),
    'POST /almanac/GetJournalsByOwner': () => ({ journals: [PAST, CURRENT] }),
    'POST /almanac/GetEntriesByOwner': ({ start }) => ({ entries: start === CURRENT.start_date ? ENTRIES : [] }),
    'POST /almanac/GetChartData': ({ period }) => ({ target: 20, aquired: period === 'current' ? 3 : 6, pending: 2, elapsed: 40, duration: 365, deadline: null }),
    'POST /almanac/GetSchema': () => ({ fields: SCHEMA }),
    // A reviewer opens learner's journal; anyone else's is unknown.
    'POST /almanac/GetReviewProfile': ({ uid }) => {
      if (uid !== learner.id) throw new ApiError({ status: 404, message: 'Not Found', code: 'NotFound' });
      return { profile: { uid, displayName: learner.displayName, username: learner.username, mail: 'learner@demo.example', membershipNumber: null } };
    },
    ...overrides,
  };
}

/** A CPD page's options for renderAreaPage: signed in as the learner with CPD on, on the mock LMS above; `options` say what differs. */
export function cpdPage(options: Pick<AreaPageOptions, 'route' | 'path'> & Partial<AreaPageOptions>): AreaPageOptions {
  return { user: learner, handlers: almanac(), settings: { cpd: true, items: [] }, ...options };
}
