import {
  DEFAULT_COMPLETION_STATUS,
  ELA_REASONS,
  defaultOccurrence,
  roundTimeToQuarterHour,
  type ExternalLearningItem,
  type ExternalLearningPayload,
} from '@portal/contracts/external-learning';

/** What the form edits: the payload without the save's intent (Save as draft or Submit decides it). */
export type ElaFormValues = Omit<ExternalLearningPayload, 'approvalStatusId'>;

/** The form's starting values: the item's, or a new item's (now, rounded to the quarter hour; completed). */
export function formValuesOf(item: ExternalLearningItem | null | undefined, now: Date): ElaFormValues {
  if (!item) {
    return {
      name: '',
      description: '',
      keyLearning: '',
      typeId: '',
      ...defaultOccurrence(now),
      completionStatusId: DEFAULT_COMPLETION_STATUS,
      score: null,
      cpdPoints: null,
      learningHours: null,
      learningItemId: null,
    };
  }
  const fallback = defaultOccurrence(now);
  return {
    name: item.name,
    description: item.description,
    keyLearning: item.keyLearning,
    typeId: item.typeId ?? '',
    // occurredOn is the day and time as the learner gave them, written as UTC.
    occurredOn: item.occurredOn ? item.occurredOn.slice(0, 10) : fallback.occurredOn,
    occurredAt: (item.occurredAt && roundTimeToQuarterHour(item.occurredAt)) ?? fallback.occurredAt,
    completionStatusId: (item.completionStatusId as ElaFormValues['completionStatusId']) || DEFAULT_COMPLETION_STATUS,
    score: item.score,
    cpdPoints: item.cpdPoints,
    learningHours: item.learningHours,
    learningItemId: item.learningItemId,
  };
}

/** A number input's value for the payload: empty is none. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

/** The message key of a field's problem (the contract's reasons; any other is a number out of range). */
export function problemKey(message: string | undefined): 'required' | 'date' | 'time' | 'number' | 'long' | undefined {
  if (!message) return undefined;
  if (message === ELA_REASONS.required) return 'required';
  if (message === ELA_REASONS.date) return 'date';
  if (message === ELA_REASONS.time) return 'time';
  if (message.startsWith('at most') && message.endsWith('characters')) return 'long';
  return 'number';
}
