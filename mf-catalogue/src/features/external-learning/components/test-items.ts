import type { ExternalLearningItem } from '@portal/contracts/external-learning';

/** An item as the LMS answers it, owned by the test learner (u1). */
export function makeElaItem(overrides: Partial<ExternalLearningItem> = {}): ExternalLearningItem {
  return {
    id: 'e1',
    name: 'Sepsis study day',
    description: 'Regional study day',
    keyLearning: 'Screening',
    typeId: 't1',
    typeName: 'Conference',
    occurredOn: '2024-05-01T10:15:00.000Z',
    occurredAt: '10:15',
    completionStatusId: 'completed',
    score: null,
    approvalStatusId: 'draft',
    cpdPoints: 6,
    learningHours: 6.5,
    learningItemId: null,
    learningItemName: null,
    createdBy: { id: 'u1', name: 'Lee Learner' },
    createdOn: '2024-05-01T10:00:00.000Z',
    modifiedOn: '2024-05-01T10:00:00.000Z',
    approval: null,
    ...overrides,
  };
}

export const LOOKUPS = {
  types: [
    { id: 't1', name: 'Conference' },
    { id: 't2', name: 'Workshop' },
  ],
};
