import type { TaskItem } from '@portal/contracts/tasks';

/* A task form model for tests. */

export const OWNER = 'u-learner';
export const APPROVER = 'u-approver';

/** A task of OWNER with every field filled in; for tests. */
export function makeTask(overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    id: 't1',
    name: 'Reflective account',
    description: '<p>Reflect</p>',
    longDescription: '',
    type: 'Task',
    status: 'NotAttempted',
    externalReference: `t1:${OWNER}`,
    supportingFiles: [],
    enrolmentStatus: 'Enrolled',
    enrolmentMode: 'Optional',
    activityId: 't1',
    submissionStatement: '',
    extensions: {},
    attemptReference: null,
    hasSubmissionState: true,
    owner: { id: OWNER, username: 'learner', displayName: 'Alex Morgan' },
    userAttachments: [],
    approvalRequired: true,
    allowAttempts: false,
    approvalRequest: null,
    ...overrides,
  };
}
