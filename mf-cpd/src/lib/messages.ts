import { useMessageText, type MessageText } from '@portal/i18n';

/** The remote's id, which is also its i18next namespace. */
export const CPD_ID = 'cpd';

/** `text(key)` for a feature's messages, in the cpd namespace (see @portal/i18n useMessageText). */
export const useText = <K extends string>(messages: Readonly<Record<K, string>>): MessageText<K> => useMessageText(CPD_ID, messages);

/** Texts every CPD page shares: the title, the tabs, the general messages and buttons (en-GB). */
export const cpdMessages = {
  'cpd.title': 'CPD journal',
  'cpd.reviewTitle': 'CPD journal under review',
  'cpd.review.of': 'CPD journal of {{name}}',
  'cpd.review.owner': 'Under review: {{name}} ({{username}})',
  'cpd.review.membership': 'Membership number {{number}}',
  'cpd.review.loading': 'Loading the CPD journal',
  'cpd.review.notFound': 'This CPD journal could not be opened.',
  'cpd.tabs.label': 'CPD journal sections',
  'cpd.tabs.entries': 'Entries',
  'cpd.tabs.plans': 'Plans',
  'cpd.guidance': 'Guidance',
  'L10N.GLOBAL.MESSAGES.General.Failure': 'Sorry, something went wrong. Please try again.',
  'L10N.GLOBAL.MESSAGES.General.Form.Validation.Failure': 'Please correct the fields marked below.',
  'cpd.save': 'Save',
  'cpd.cancel': 'Cancel',
  'cpd.retry': 'Retry',
  'cpd.sortBy': 'Sort by',
  'cpd.share.open': 'Share by e-mail',
  'cpd.share.title': 'Share by e-mail',
  'cpd.share.email': 'E-mail address',
  'cpd.share.send': 'Send',
  'cpd.share.invalid': 'Enter a valid e-mail address, like name@example.com.',
  'cpd.share.success': 'Shared successfully.',
  'cpd.share.failure': 'Could not share with {{email}}. Please try again.',
  'cpd.file.tooLarge': 'The file is too large to upload.',
  'cpd.file.unsupported': 'This file type is not supported.',
  'cpd.file.failure': 'The file could not be uploaded. Please try again.',
} as const;
