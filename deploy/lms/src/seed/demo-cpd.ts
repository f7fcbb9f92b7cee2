import type { CpdConfig, CpdPlanField, CpdTargetMode, SchemaField } from '@portal/contracts/cpd';
import { computeCredits } from '@portal/contracts/cpd';
import type { Database } from '../db';
import { json } from '../db/json';

/*
 * The demo tenant's CPD journal: the options switched on, an entry schema per target mode,
 * and learner's journal: a year-break period two years back, last year's accepted period (locked:
 * reviewed and past its deadline) and the current year's with complete and draft entries, credits and
 * time, an evidence file, and a plan. Dates are relative to the moment of seeding.
 */

export const DEMO_CPD_CONFIG: Partial<CpdConfig> = {
  enablePeriodCreation: true,
  enablePeriodsPicker: true,
  enableProgressChart: true,
  periodTargetModes: ['credits', 'time', 'reflections'],
  review: {
    enabled: true,
    enableReviewLocking: true,
    enableSubmissionDeadlineLocking: true,
    enableReviewComments: true,
    enableExtensionRequest: true,
    // Requests go through /gpo/send, which sends only to the tenant's support addresses (settings supportRecipients).
    extensionRequestEmail: 'support@demo.example',
    yearBreakRequestEmail: 'support@demo.example',
  },
  enableSharing: true,
  tabs: ['entries:list', 'plans:plans'],
};

const ACTIVITY_TYPES = ['Course', 'Conference', 'Reading', 'Reflective practice', 'Mentoring'];

function entrySchema(mode: CpdTargetMode): SchemaField[] {
  const fields: SchemaField[] = [
    { key: 'title', label: 'Title', type: 'text', hidden: false, editable: true, validation: { required: true }, data: {} },
    {
      key: 'type',
      label: 'Activity type',
      type: 'choice',
      hidden: false,
      editable: true,
      validation: { required: true },
      data: { values: ACTIVITY_TYPES.map((value) => ({ value, label: value })) },
    },
    { key: 'completion_date', label: 'Completion date', type: 'date', hidden: false, editable: true, validation: { required: true }, data: {} },
    {
      key: 'time',
      label: 'Time spent',
      description: 'Hours and minutes',
      type: 'time',
      hidden: false,
      editable: true,
      validation: { required: mode === 'time', max: 24 },
      data: {},
    },
  ];
  if (mode === 'credits') {
    fields.push({
      key: 'credits',
      label: 'Credits',
      description: 'One credit per hour, at most 10 per activity',
      type: 'number-multiplier',
      hidden: false,
      editable: false,
      validation: { max: 10 },
      data: { parentKey: 'time' },
    });
  }
  fields.push(
    {
      key: 'reflection',
      label: 'Reflection',
      description: 'What did you learn, and how will it change your practice?',
      type: 'text',
      hidden: false,
      editable: true,
      validation: { required: true },
      data: {},
    },
    { key: 'evidence', label: 'Evidence', type: 'file', hidden: false, editable: true, validation: {}, data: {} },
    { key: 'draft', label: 'Save as draft', type: 'bool', hidden: false, editable: true, validation: {}, data: {} },
  );
  return fields;
}

const DAY = 86_400_000;
const iso = (date: Date) => date.toISOString();
const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));
const yearEnd = (year: number) => new Date(Date.UTC(year, 11, 31, 23, 59, 59, 999));

interface DemoEntry {
  id: string;
  title: string;
  type: string;
  /** Days after the period's start. */
  day: number;
  minutes: number;
  reflection: string;
  draft?: boolean;
}

const CURRENT_ENTRIES: DemoEntry[] = [
  { id: 'cpd-entry-sepsis', title: 'Sepsis recognition workshop', type: 'Course', day: 14, minutes: 180, reflection: 'Practised the screening tool on ward scenarios.' },
  { id: 'cpd-entry-conference', title: 'Regional nursing conference', type: 'Conference', day: 40, minutes: 360, reflection: 'Sessions on safe staffing and frailty.' },
  { id: 'cpd-entry-journal-club', title: 'Journal club: pressure ulcer prevention', type: 'Reading', day: 55, minutes: 90, reflection: 'Compared two repositioning regimes.' },
  { id: 'cpd-entry-mentoring', title: 'Mentoring a student nurse', type: 'Mentoring', day: 70, minutes: 120, reflection: '', draft: true },
];

const PAST_ENTRIES: DemoEntry[] = [
  { id: 'cpd-entry-past-bls', title: 'Basic life support update', type: 'Course', day: 30, minutes: 240, reflection: 'Annual update, passed the assessment.' },
  {
    id: 'cpd-entry-past-reflection',
    title: 'Reflective account: medication incident',
    type: 'Reflective practice',
    day: 120,
    minutes: 60,
    reflection: 'Changed how I double-check infusions.',
  },
];

export const DEMO_CPD_PERIODS = { yearBreak: 'cpd-period-year-break', past: 'cpd-period-past', current: 'cpd-period-current' } as const;

export async function seedDemoCpd(db: Database, scope: string, learnerId: string, now = new Date()): Promise<void> {
  await db
    .insertInto('cpd_config')
    .values({ scope, config: json(DEMO_CPD_CONFIG) })
    .execute();
  for (const mode of ['credits', 'time', 'reflections'] as const) {
    await db
      .insertInto('cpd_schema_fields')
      .values(entrySchema(mode).map((field, position) => ({ scope, target_mode: mode, position, field: json(field) })))
      .execute();
  }

  const year = now.getUTCFullYear();
  const periods = [
    { reference: DEMO_CPD_PERIODS.yearBreak, year: year - 2, status: 'YearBreak', target: 20, entries: [] as DemoEntry[] },
    { reference: DEMO_CPD_PERIODS.past, year: year - 1, status: 'Accepted', target: 5, entries: PAST_ENTRIES },
    { reference: DEMO_CPD_PERIODS.current, year, status: null, target: 20, entries: CURRENT_ENTRIES },
  ];
  for (const period of periods) {
    const start = yearStart(period.year);
    await db
      .insertInto('cpd_periods')
      .values({
        reference: period.reference,
        scope,
        owner_id: learnerId,
        start_date: start,
        end_date: yearEnd(period.year),
        // A month after the year ends: last year's deadline has passed, this year's has not.
        submission_date: new Date(yearEnd(period.year).getTime() + 31 * DAY),
        target: period.target,
        target_mode: 'credits',
        status: period.status,
        review_comments: period.status === 'Accepted' ? 'A well-rounded year, thank you.' : null,
      })
      .execute();
    for (const entry of period.entries) {
      const completion = new Date(start.getTime() + entry.day * DAY);
      const credits = computeCredits({ parent: entry.minutes / 60, multiplier: 1, max: 10 });
      const draft = entry.draft ?? false;
      await db
        .insertInto('cpd_entries')
        .values({
          reference: entry.id,
          journal_id: period.reference,
          owner_id: learnerId,
          title: entry.title,
          type: entry.type,
          completion_date: completion,
          draft,
          credits,
          time: entry.minutes,
          reflection: entry.reflection,
          fields: json({
            title: entry.title,
            type: entry.type,
            completion_date: iso(completion),
            time: String(entry.minutes),
            credits: String(credits),
            reflection: entry.reflection,
            draft: String(draft),
          }),
          created_at: completion,
          updated_at: completion,
        })
        .execute();
    }
  }
  await db
    .insertInto('cpd_files')
    .values({
      id: 'cpd-file-sepsis-certificate',
      entry_id: 'cpd-entry-sepsis',
      field: 'evidence',
      name: 'sepsis-certificate.txt',
      content_type: 'text/plain',
      size: 58,
      data: new TextEncoder().encode('Certificate of attendance: Sepsis recognition workshop.\n\n'),
    })
    .execute();

  const plan: CpdPlanField[] = [
    { key: 'title', value: 'Leadership development', type: 'text', label: 'Title' },
    { key: 'start_date', value: iso(yearStart(year)), type: 'date', label: 'Start date' },
    { key: 'end_date', value: iso(yearEnd(year)), type: 'date', label: 'End date' },
    { key: 'objectives', value: 'Lead a shift safely; support two students.', type: 'textarea', label: 'Learning objectives' },
    { key: 'activities', value: 'Leadership course, shadowing the ward manager.', type: 'textarea', label: 'Planned activities' },
    { key: 'hours', value: '30', type: 'number', label: 'Planned hours' },
  ];
  await db
    .insertInto('cpd_plans')
    .values({ reference: 'cpd-plan-leadership', scope, owner_id: learnerId, fields: json(plan), updated_at: now })
    .execute();
}
