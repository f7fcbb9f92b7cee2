import type { ExternalLearningItem } from '@portal/contracts/external-learning';
import { formValuesOf, numberOrNull, problemKey } from './form';

const item: ExternalLearningItem = {
  id: 'e1',
  name: 'Sepsis day',
  description: 'd',
  keyLearning: 'k',
  typeId: 't1',
  typeName: 'Conference',
  occurredOn: '2024-05-01T10:07:00.000Z',
  occurredAt: '10:07',
  completionStatusId: 'passed',
  score: 80,
  approvalStatusId: 'draft',
  cpdPoints: 2,
  learningHours: 1.5,
  learningItemId: null,
  learningItemName: null,
  createdBy: { id: 'u1', name: 'Lee' },
  createdOn: '2024-05-01T10:00:00.000Z',
  modifiedOn: '2024-05-01T10:00:00.000Z',
  approval: null,
};

describe('the external learning form', () => {
  it('starts a new item now, rounded to the quarter hour, completed', () => {
    expect(formValuesOf(undefined, new Date(2024, 4, 1, 10, 8))).toMatchObject({
      occurredOn: '2024-05-01',
      occurredAt: '10:15',
      completionStatusId: 'completed',
      typeId: '',
      score: null,
    });
  });
  it('edits an item with its day and its time rounded to an option', () => {
    expect(formValuesOf(item, new Date())).toMatchObject({ name: 'Sepsis day', occurredOn: '2024-05-01', occurredAt: '10:00', completionStatusId: 'passed', score: 80 });
  });
  it('reads an empty number input as none', () => {
    expect(['', null, undefined, '4.5', 3].map(numberOrNull)).toEqual([null, null, null, 4.5, 3]);
  });
  it('names each problem', () => {
    expect(['required', 'a date YYYY-MM-DD', 'a time every 15 minutes', 'at most 100', 'must be a number', 'at most 200 characters', undefined].map(problemKey)).toEqual([
      'required',
      'date',
      'time',
      'number',
      'number',
      'long',
      undefined,
    ]);
  });
});
