/** en-GB texts of the curriculum page (keys under catalogue.curriculum.*). */
export const curriculumMessages = {
  'catalogue.curriculum.loading': 'Loading the curriculum',
  'catalogue.curriculum.notFound': 'This curriculum could not be found. It may have been removed, or you may no longer have access to it.',
  'catalogue.curriculum.contents': 'Contents',
  'catalogue.curriculum.required': 'Required',
  'catalogue.curriculum.optional': 'Optional',
  'catalogue.curriculum.launch': 'Launch',
  'catalogue.curriculum.launchItem': 'Launch {{name}}',
  'catalogue.curriculum.unavailable': 'This item is not available to you.',
  'catalogue.curriculum.lockedByPrerequisites': 'This curriculum is locked until its prerequisites are complete.',
  'catalogue.curriculum.pending': 'Your enrolment is waiting for approval.',
  'catalogue.curriculum.updatingTitle': 'Updating',
  'catalogue.curriculum.updatingText': 'Your progress is being updated. This takes a few seconds.',
} as const;
