import * as v from 'valibot';
import {
  DOSSIER_AREA_KINDS,
  ELA_ATTACHMENT_TYPES,
  ELA_PAGE_SIZE,
  LEARNING_ITEM_PICKER_PAGE_SIZE,
  ExternalLearningListQuerySchema,
  ExternalLearningPayloadSchema,
  defaultOccurrence,
  dossierPaths,
  elaAttachmentArea,
  elaItemMode,
  externalLearningPaths,
  isElaAttachmentType,
  isElaReadOnly,
  matchesElaSearch,
  nextStatusOnSave,
  nextStatusOnSubmit,
  parseDossierPath,
  roundTimeToQuarterHour,
  roundToQuarterHour,
  timeOptions,
  uploadFailureKind,
} from './external-learning';

describe('external learning attachments (spec 2 §5, spec 3 §5)', () => {
  it('accepts exactly the spec’s types, in any case', () => {
    expect(ELA_ATTACHMENT_TYPES).toEqual(['gif', 'jpg', 'jpeg', 'png', 'mp4', 'm4v', 'zip', 'pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pps', 'ppsx', 'ppt', 'pptx']);
    expect(
      ['a.GIF', 'b.Jpg', 'c.jpeg', 'd.PNG', 'e.mp4', 'f.M4V', 'g.zip', 'h.pdf', 'i.csv', 'j.doc', 'k.DOCX', 'l.xls', 'm.xlsx', 'n.pps', 'o.ppsx', 'p.ppt', 'q.pptx'].every(
        isElaAttachmentType,
      ),
    ).toBe(true);
  });
  it('treats everything else as unsupported (mp3, txt, no extension, a hidden extension)', () => {
    expect(['voice.mp3', 'notes.txt', 'run.exe', 'pdf', 'a.pdf.js', 'folder.pdf/x', ''].map(isElaAttachmentType)).toEqual([false, false, false, false, false, false, false]);
  });
  it('maps an upload’s answer to the spec’s messages: 413 too large, 415 unsupported, other general', () => {
    expect([413, 415, 500, 400, 0].map(uploadFailureKind)).toEqual(['tooLarge', 'unsupportedType', 'failed', 'failed', 'failed']);
  });
});

describe('the file store’s areas and addresses', () => {
  it('reads an area and a file from a path, and nothing else', () => {
    expect(parseDossierPath('abc/.attachments')).toEqual({ key: 'abc', kind: '.attachments', area: 'abc/.attachments' });
    expect(parseDossierPath('ref/task-file-attachments/f1')).toEqual({ key: 'ref', kind: 'task-file-attachments', area: 'ref/task-file-attachments', fileId: 'f1' });
    expect(parseDossierPath(elaAttachmentArea('e1'))).toMatchObject({ key: 'e1', kind: 'external-learning-attachments' });
    expect(['abc', 'abc/other', 'abc/.attachments/f/g', '/.attachments', 'abc/.attachments/'].map(parseDossierPath)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      { key: 'abc', kind: '.attachments', area: 'abc/.attachments' },
    ]);
    expect(DOSSIER_AREA_KINDS).toEqual(['.attachments', 'task-file-attachments', 'external-learning-attachments']);
  });
  it('builds the spec’s /dossier addresses', () => {
    expect(dossierPaths.list('demo', 'i 1/.attachments')).toBe('/dossier/files/demo/content-list/i%201/.attachments');
    expect(dossierPaths.list('demo', 'e1/external-learning-attachments', 'u1')).toBe('/dossier/files/demo/content-list/e1/external-learning-attachments?owner=u1');
    expect(dossierPaths.upload('demo', 'e1/external-learning-attachments')).toBe('/dossier/files/demo/content/e1/external-learning-attachments');
    expect(dossierPaths.file('demo', 'e1/external-learning-attachments/f1')).toBe('/dossier/files/demo/content/e1/external-learning-attachments/f1');
  });
});

describe('times (spec 2 §5)', () => {
  it('rounds to the nearest 15 minutes', () => {
    const at = (iso: string) => roundToQuarterHour(new Date(iso)).toISOString();
    expect(at('2024-05-01T10:07:29Z')).toBe('2024-05-01T10:00:00.000Z');
    expect(at('2024-05-01T10:07:30Z')).toBe('2024-05-01T10:15:00.000Z');
    expect(at('2024-05-01T10:52:29Z')).toBe('2024-05-01T10:45:00.000Z');
    expect(at('2024-05-01T23:53:00Z')).toBe('2024-05-02T00:00:00.000Z');
    expect(at('2024-05-01T10:45:00Z')).toBe('2024-05-01T10:45:00.000Z');
  });
  it('offers a time every 15 minutes across 24 hours', () => {
    const options = timeOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(options.at(-1)).toBe('23:45');
  });
  it('rounds a given time to an option, staying on its day', () => {
    expect(['10:07', '10:08', '9:52', '00:00', '23:53', '23:59', '24:00', '10:60', 'x'].map(roundTimeToQuarterHour)).toEqual([
      '10:00',
      '10:15',
      '09:45',
      '00:00',
      '23:45',
      '23:45',
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('starts a new item now, rounded, in local time', () => {
    expect(defaultOccurrence(new Date(2024, 4, 1, 10, 8))).toEqual({ occurredOn: '2024-05-01', occurredAt: '10:15' });
  });
});

describe('approval status (spec 2 §4)', () => {
  it('saving as draft keeps pendingapproval, otherwise sets draft', () => {
    expect(nextStatusOnSave('pendingapproval')).toBe('pendingapproval');
    expect(['draft', 'approved', 'rejected', undefined].map((s) => nextStatusOnSave(s as never))).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(nextStatusOnSubmit()).toBe('pendingapproval');
  });
  it('is read-only when approved, for the creator when pending, for anyone else unless pending', () => {
    const rows = (['draft', 'pendingapproval', 'approved', 'rejected'] as const).map((approvalStatusId) => [
      approvalStatusId,
      isElaReadOnly({ approvalStatusId, isCreator: true }),
      isElaReadOnly({ approvalStatusId, isCreator: false }),
    ]);
    expect(rows).toEqual([
      ['draft', false, true],
      ['pendingapproval', true, false],
      ['approved', true, true],
      ['rejected', false, true],
    ]);
  });
  it('approves only with the approval action and an owner', () => {
    expect(elaItemMode({ action: 'approval', ownerId: 'u1' })).toBe('approving');
    expect(elaItemMode({ action: 'approval' })).toBe('authoring');
    expect(elaItemMode({ action: 'readonly', ownerId: 'u1' })).toBe('authoring');
    expect(elaItemMode({})).toBe('authoring');
  });
});

describe('the item payload', () => {
  const valid = { name: ' Conference ', typeId: 't1', occurredOn: '2024-05-01', occurredAt: '10:15' };
  it('fills the defaults: completed, draft, no numbers', () => {
    expect(v.parse(ExternalLearningPayloadSchema, valid)).toEqual({
      name: 'Conference',
      description: '',
      keyLearning: '',
      typeId: 't1',
      occurredOn: '2024-05-01',
      occurredAt: '10:15',
      completionStatusId: 'completed',
      score: null,
      cpdPoints: null,
      learningHours: null,
      learningItemId: null,
      approvalStatusId: 'draft',
    });
  });
  it('refuses a missing name or type, a date that is not a day, a time off the quarter hours, a score over 100, a status the learner may not set', () => {
    const issue = (input: object) => v.safeParse(ExternalLearningPayloadSchema, { ...valid, ...input }).issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`);
    expect(issue({ name: '  ' })).toEqual(['name: required']);
    expect(issue({ typeId: '' })).toEqual(['typeId: required']);
    expect(issue({ occurredOn: '2024-13-01' })).toEqual(['occurredOn: a date YYYY-MM-DD']);
    expect(issue({ occurredAt: '10:10' })).toEqual(['occurredAt: a time every 15 minutes']);
    expect(issue({ score: 101 })).toEqual(['score: at most 100']);
    expect(issue({ cpdPoints: -1 })).toEqual(['cpdPoints: at least 0']);
    expect(issue({ approvalStatusId: 'approved' })?.[0]).toMatch(/^approvalStatusId: /);
  });
});

describe('the list', () => {
  it('pages by 50 (the list and the learning-item picker)', () => {
    expect([ELA_PAGE_SIZE, LEARNING_ITEM_PICKER_PAGE_SIZE]).toEqual([50, 50]);
    expect(v.parse(ExternalLearningListQuerySchema, {})).toEqual({ limit: 50, offset: 0, approvalStatus: '', searchText: '' });
    expect(v.safeParse(ExternalLearningListQuerySchema, { limit: '51' }).success).toBe(false);
    expect(v.safeParse(ExternalLearningListQuerySchema, { approvalStatus: 'lost' }).success).toBe(false);
  });
  it('matches every word of the search, in any case', () => {
    const item = { name: 'Sepsis workshop', description: 'Regional study day', keyLearning: 'Early warning scores' };
    expect(['sepsis', 'WORKSHOP regional', 'warning sepsis', '', 'sepsis cardiac'].map((text) => matchesElaSearch(item, text))).toEqual([true, true, true, true, false]);
  });
  it('builds the spec’s reach v3 addresses', () => {
    expect(externalLearningPaths.lookups('demo')).toBe('/reach/demo/api/v3/externallearning/lookups');
    expect(externalLearningPaths.list('demo', 'u1', { offset: 50, approvalStatus: 'draft', searchText: 'a b' })).toBe(
      '/reach/demo/api/v3/users/u1/externallearning?limit=50&offset=50&approvalStatus=draft&searchText=a+b',
    );
    expect(externalLearningPaths.create('demo', 'u1')).toBe('/reach/demo/api/v3/users/u1/externallearning');
    expect(externalLearningPaths.item('demo', 'u1', 'e1')).toBe('/reach/demo/api/v3/users/u1/externallearning/e1');
  });
});
