import { DRAFT_RULE_MESSAGE } from '@portal/contracts';

/** Texts of the entry page (en-GB); the draft rule's is the spec's, word for word (spec 3 §5). */
export const entryMessages = {
  'cpd.entry.newTitle': 'New entry',
  'cpd.entry.editTitle': 'Edit entry',
  'cpd.entry.viewTitle': 'Entry',
  'cpd.entry.loading': 'Loading the entry',
  'cpd.entry.notFound': 'This entry could not be found.',
  'cpd.entry.save': 'Save entry',
  'cpd.entry.saved': 'The entry was saved.',
  'cpd.entry.delete': 'Delete entry',
  'cpd.entry.deleteConfirm': 'Delete this entry? This cannot be undone.',
  'cpd.entry.deleted': 'The entry was deleted.',
  'cpd.entry.back': 'Back to entries',
  'cpd.entry.locked': 'This entry belongs to a locked period and cannot be changed.',
  'cpd.entry.draftRule': DRAFT_RULE_MESSAGE,
  'cpd.entry.hours': 'Hours',
  'cpd.entry.minutes': 'Minutes',
  'cpd.entry.choose': 'Choose…',
  'cpd.entry.computed': 'Calculated from the other fields',
  'cpd.entry.evidenceNone': 'No evidence attached.',
  'cpd.entry.problem.required': 'This field is required.',
  'cpd.entry.problem.invalid': 'Enter a valid value.',
  'cpd.entry.problem.outOfPeriod': 'The date must fall within the period.',
  'cpd.entry.problem.max': 'The value is over the maximum.',
  'cpd.entry.problem.notSupported': 'This file type is not supported.',
  'cpd.entry.unsavedTitle': 'Unsaved changes',
  'cpd.entry.unsavedConfirm': 'You have unsaved changes. Leave without saving them?',
  'cpd.entry.leave': 'Leave',
} as const;
export type EntryMessageKey = keyof typeof entryMessages;
