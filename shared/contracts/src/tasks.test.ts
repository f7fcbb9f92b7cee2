import * as v from 'valibot';
import {
  EMPTY_SUBMISSION_STATE,
  StatementsQuerySchema,
  TASK_ATTACHMENT_TYPES,
  TaskAttachmentRequestSchema,
  filterJournal,
  isTaskAttachmentType,
  isTaskReadOnly,
  mergeJournal,
  readTaskTab,
  recordStorePaths,
  saveDraft,
  submissionChangeRefusal,
  submitText,
  taskActions,
  taskMode,
  taskPaths,
  taskStatusRefusal,
  uploadFailure,
  type TaskFacts,
  type TaskJournalEntry,
} from './tasks';

const NOW = new Date('2026-03-04T10:00:00.000Z');
const LATER = new Date('2026-03-04T11:00:00.000Z');

describe('task attachment types (spec 2 §5)', () => {
  it('lists exactly the spec’s types', () => {
    expect([...TASK_ATTACHMENT_TYPES].sort()).toEqual(
      ['gif', 'jpg', 'jpeg', 'png', 'mp4', 'mp3', 'm4a', 'm4v', 'zip', 'pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pps', 'ppsx', 'ppt', 'pptx'].sort(),
    );
  });

  it.each([
    'photo.gif',
    'a.jpg',
    'a.jpeg',
    'a.png',
    'clip.mp4',
    'talk.mp3',
    'talk.m4a',
    'clip.m4v',
    'all.zip',
    'report.pdf',
    'data.csv',
    'a.doc',
    'a.docx',
    'a.xls',
    'a.xlsx',
    'a.pps',
    'a.ppsx',
    'a.ppt',
    'a.pptx',
    'SCAN.PDF',
    'my.notes.docx',
  ])('accepts %s', (name) => expect(isTaskAttachmentType(name)).toBe(true));

  it.each(['script.exe', 'page.html', 'notes.txt', 'image.svg', 'noextension', 'pdf', 'archive.tar.gz', 'a.pdf.exe', ''])('refuses %s', (name) =>
    expect(isTaskAttachmentType(name)).toBe(false),
  );

  it('turns upload failures into the spec’s messages: 413 too large, 415 unsupported, others general', () => {
    expect(uploadFailure(413)).toBe('tooLarge');
    expect(uploadFailure(415)).toBe('unsupportedType');
    expect(uploadFailure(500)).toBe('general');
    expect(uploadFailure(0)).toBe('general');
    expect(uploadFailure(undefined)).toBe('general');
  });

  it('the attachment payload refuses a file of another type (the LMS answers 400 with this reason)', () => {
    expect(v.safeParse(TaskAttachmentRequestSchema, { type: 'file', body: 'x/report.pdf', name: 'report.pdf' }).success).toBe(true);
    const refused = v.safeParse(TaskAttachmentRequestSchema, { type: 'file', body: 'x/run.exe', name: 'run.exe' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('file type not supported');
    expect(v.safeParse(TaskAttachmentRequestSchema, { type: 'ELAReference', body: 'ela-1', name: 'Conference' }).success).toBe(true);
  });
});

describe('tabs and mode (spec 2 §2)', () => {
  it('selectedTab defaults to Information', () => {
    expect(readTaskTab(undefined)).toBe('Information');
    expect(readTaskTab('Nonsense')).toBe('Information');
    expect(readTaskTab('Submission')).toBe('Submission');
    expect(readTaskTab('Comments')).toBe('Comments');
  });

  it("action 'approval' with another user's id puts the page in approving mode", () => {
    expect(taskMode('approval', 'u-learner', 'u-approver')).toBe('approving');
    expect(taskMode(undefined, undefined, 'u-learner')).toBe('authoring');
    expect(taskMode('approval', 'u-learner', 'u-learner')).toBe('authoring');
    expect(taskMode('view', 'u-learner', 'u-approver')).toBe('authoring');
  });
});

describe('submission state (spec 2 §4, spec 3 §3)', () => {
  it('a draft replaces the draft text and keeps the submissions', () => {
    const first = saveDraft(EMPTY_SUBMISSION_STATE, 'one', NOW);
    expect(first).toEqual({ submissions: [], draft: 'one', lastModified: NOW.toISOString() });
    expect(saveDraft(first, 'two', LATER)).toEqual({ submissions: [], draft: 'two', lastModified: LATER.toISOString() });
  });

  it('a final submit clears the draft and appends to submissions', () => {
    const drafted = saveDraft(EMPTY_SUBMISSION_STATE, 'draft', NOW);
    const submitted = submitText(drafted, 'final text', LATER);
    expect(submitted).toEqual({ submissions: [{ text: 'final text', timestamp: LATER.toISOString() }], draft: '', lastModified: LATER.toISOString() });
    expect(submitText(submitted, 'second', LATER).submissions.map((s) => s.text)).toEqual(['final text', 'second']);
  });

  it('the record store accepts only those two changes', () => {
    const submitted = submitText(EMPTY_SUBMISSION_STATE, 'final', NOW);
    expect(submissionChangeRefusal(EMPTY_SUBMISSION_STATE, saveDraft(EMPTY_SUBMISSION_STATE, 'x', NOW))).toBeNull();
    expect(submissionChangeRefusal(EMPTY_SUBMISSION_STATE, submitted)).toBeNull();
    expect(submissionChangeRefusal(submitted, saveDraft(submitted, 'more', LATER))).toBeNull();
    // Rewriting history, dropping a submission, two at once, a kept draft, an empty text: refused.
    expect(submissionChangeRefusal(submitted, { ...submitted, submissions: [{ text: 'changed', timestamp: NOW.toISOString() }] })).toBe('SubmissionsChanged');
    expect(submissionChangeRefusal(submitted, EMPTY_SUBMISSION_STATE)).toBe('SubmissionsChanged');
    expect(submissionChangeRefusal(EMPTY_SUBMISSION_STATE, submitText(submitted, 'b', LATER))).toBe('SubmissionsChanged');
    expect(submissionChangeRefusal(EMPTY_SUBMISSION_STATE, { ...submitted, draft: 'left' })).toBe('DraftNotCleared');
    expect(submissionChangeRefusal(EMPTY_SUBMISSION_STATE, submitText(EMPTY_SUBMISSION_STATE, '  ', NOW))).toBe('EmptySubmission');
  });
});

describe('read-only rules (spec 2 §4)', () => {
  const open: TaskFacts = { status: 'Attempted', enrolmentMode: 'Optional', enrolmentStatus: 'Enrolled', viewedByApprover: false };

  it('is editable for its enrolled owner while in progress, not started or rejected', () => {
    expect(isTaskReadOnly(open)).toBe(false);
    expect(isTaskReadOnly({ ...open, status: 'NotAttempted' })).toBe(false);
    expect(isTaskReadOnly({ ...open, status: 'Rejected' })).toBe(false);
  });

  it('rule 1: read-only when enrolment is required but not enrolled', () => {
    expect(isTaskReadOnly({ ...open, enrolmentStatus: 'NotEnrolled' })).toBe(true);
    expect(isTaskReadOnly({ ...open, enrolmentStatus: 'PendingAdminApproval' })).toBe(true);
    // Required items without approval are enrolled on first use: enrolment is not required first.
    expect(isTaskReadOnly({ ...open, enrolmentMode: 'RequiredWithNoApproval', enrolmentStatus: 'NotEnrolled' })).toBe(false);
  });

  it('rule 2: read-only when completed', () => {
    expect(isTaskReadOnly({ ...open, status: 'Completed' })).toBe(true);
    expect(isTaskReadOnly({ ...open, status: 'Completed', viewedByApprover: true })).toBe(true);
  });

  it('rule 3: read-only when pending approval and not viewed by an approver', () => {
    expect(isTaskReadOnly({ ...open, status: 'PendingApproval' })).toBe(true);
    expect(isTaskReadOnly({ ...open, status: 'PendingApproval', viewedByApprover: true })).toBe(false);
  });

  it('rule 4: read-only when viewed by an approver and not pending approval', () => {
    expect(isTaskReadOnly({ ...open, viewedByApprover: true })).toBe(true);
    expect(isTaskReadOnly({ ...open, status: 'Rejected', viewedByApprover: true })).toBe(true);
  });
});

describe('actions offered (spec 2 §4)', () => {
  const base = {
    status: 'Attempted' as const,
    enrolmentMode: 'Optional' as const,
    enrolmentStatus: 'Enrolled' as const,
    viewedByApprover: false,
    approvalRequired: true,
    allowAttempts: false,
    canSelfEnrol: true,
    hasOpenRequest: false,
  };

  it('the owner saves, submits for approval and uploads while editable', () => {
    expect(taskActions(base)).toEqual(['save', 'submitForApproval', 'upload']);
    expect(taskActions({ ...base, approvalRequired: false })).toEqual(['save', 'submit', 'upload']);
  });

  it('enrol before anything else', () => {
    expect(taskActions({ ...base, enrolmentStatus: 'NotEnrolled' })).toEqual(['enrol']);
    expect(taskActions({ ...base, enrolmentStatus: 'NotEnrolled', canSelfEnrol: false })).toEqual([]);
  });

  it('cancel while pending; approve or reject for its approver', () => {
    expect(taskActions({ ...base, status: 'PendingApproval', hasOpenRequest: true })).toEqual(['cancel']);
    expect(taskActions({ ...base, status: 'PendingApproval', hasOpenRequest: true, viewedByApprover: true })).toEqual(['approve', 'reject']);
    expect(taskActions({ ...base, status: 'Rejected', viewedByApprover: true })).toEqual([]);
  });

  it('a new attempt once completed or rejected, when attempts are allowed', () => {
    expect(taskActions({ ...base, status: 'Completed', allowAttempts: true })).toEqual(['newAttempt']);
    expect(taskActions({ ...base, status: 'Rejected', allowAttempts: true })).toEqual(['save', 'submitForApproval', 'upload', 'newAttempt']);
    expect(taskActions({ ...base, status: 'Completed' })).toEqual([]);
  });
});

describe('status changes the LMS allows', () => {
  const facts = { status: 'Attempted' as const, enrolmentMode: 'Optional' as const, enrolmentStatus: 'Enrolled' as const, approvalRequired: true, submitted: true };

  it('marks in progress unless read-only', () => {
    expect(taskStatusRefusal('Attempted', { ...facts, status: 'NotAttempted', submitted: false })).toBeNull();
    expect(taskStatusRefusal('Attempted', { ...facts, status: 'Completed' })).toBe('TaskReadOnly');
    expect(taskStatusRefusal('Attempted', { ...facts, enrolmentStatus: 'NotEnrolled' })).toBe('TaskReadOnly');
  });

  it('submits for approval only with something submitted and approval required; completes directly otherwise', () => {
    expect(taskStatusRefusal('PendingApproval', facts)).toBeNull();
    expect(taskStatusRefusal('PendingApproval', { ...facts, submitted: false })).toBe('NothingSubmitted');
    expect(taskStatusRefusal('PendingApproval', { ...facts, status: 'PendingApproval' })).toBe('TaskReadOnly');
    expect(taskStatusRefusal('Completed', facts)).toBe('ApprovalRequired');
    expect(taskStatusRefusal('Completed', { ...facts, approvalRequired: false })).toBeNull();
    expect(taskStatusRefusal('PendingApproval', { ...facts, approvalRequired: false })).toBe('ApprovalNotRequired');
  });

  it('cancels only a pending request', () => {
    expect(taskStatusRefusal('cancel', { ...facts, status: 'PendingApproval' })).toBeNull();
    expect(taskStatusRefusal('cancel', facts)).toBe('NotPendingApproval');
  });
});

describe('journal (spec 2 §3)', () => {
  const entry = (id: string, kind: TaskJournalEntry['kind'], datestamp: string): TaskJournalEntry => ({ id, kind, actor: 'A', datestamp });
  const comments = [entry('c1', 'comment', '2026-03-02T00:00:00.000Z'), entry('c2', 'comment', '2026-03-04T00:00:00.000Z')];
  const audit = [
    entry('a1', 'status-change', '2026-03-01T00:00:00.000Z'),
    entry('a2', 'file-upload', '2026-03-03T00:00:00.000Z'),
    entry('a3', 'approval', '2026-03-04T00:00:00.000Z'),
    entry('a4', 'submission-statement', '2026-03-02T12:00:00.000Z'),
  ];

  it('merges comments and audit entries, newest first', () => {
    expect(mergeJournal(comments, audit).map((e) => e.id)).toEqual(['a3', 'c2', 'a2', 'a4', 'c1', 'a1']);
  });

  it('filters by tab: Comments, Audit, Both', () => {
    const merged = mergeJournal(comments, audit);
    expect(filterJournal(merged, 'Comments').map((e) => e.id)).toEqual(['c2', 'c1']);
    expect(filterJournal(merged, 'Audit').map((e) => e.id)).toEqual(['a3', 'a2', 'a4', 'a1']);
    expect(filterJournal(merged, 'Both')).toHaveLength(6);
  });
});

describe('paths and record store queries', () => {
  it('builds the task calls under /reach/{scope}/api/v4/users/{owner}/content/{id}', () => {
    expect(taskPaths.item('demo', 'u 1', 't1', 'u2')).toBe('/reach/demo/api/v4/users/u%201/content/t1/task?actingAs=u2');
    expect(taskPaths.attachment('demo', 'u1', 't1', 'a1', 'u1')).toBe('/reach/demo/api/v4/users/u1/content/t1/attachments/a1?actingAs=u1');
    expect(taskPaths.submissions('demo', 'u1', 't1', 'u2', 'att')).toBe('/reach/demo/api/v4/users/u1/content/t1/task/submissions?actingAs=u2&attempt=att');
  });

  it('encodes the record store’s query and leaves out empty parameters', () => {
    expect(recordStorePaths.state({ activityId: 'a b', agent: '{"x":1}', stateId: 's', registration: null })).toBe(
      '/lrs/activities/state?activityId=a%20b&agent=%7B%22x%22%3A1%7D&stateId=s',
    );
  });

  it('caps the statements limit at 500 (0 means the most)', () => {
    expect(v.parse(StatementsQuerySchema, { limit: '20' }).limit).toBe(20);
    expect(v.parse(StatementsQuerySchema, { limit: '0' }).limit).toBe(500);
    expect(v.parse(StatementsQuerySchema, { limit: '9000' }).limit).toBe(500);
    expect(v.safeParse(StatementsQuerySchema, { limit: '-1' }).success).toBe(false);
  });
});
