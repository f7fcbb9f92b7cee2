import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, useApi } from '@portal/api-client';
import {
  EMPTY_SUBMISSION_STATE,
  JOURNAL_MERGE_DELAY_MS,
  mergeJournal,
  saveDraft,
  taskTopic,
  uploadFailure,
  type TaskItem,
  type TaskSubmissionState,
} from '@portal/contracts/tasks';
import { queryKeys } from '@portal/query/keys';
import { featureEnabled, useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { clearCatalogue } from '../../../lib/api/catalogue';
import { usePremiumCheck } from '../../../lib/commerce/api/store';
import { enrolItem } from '../../../lib/learning/api/enrol-item';
import { sendStatement } from '../../../lib/learning/api/statements';
import { useLearningContext } from '../../../lib/learning/learning-context';
import { learningMessages } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { addTaskAttachment } from '../api/add-attachment';
import { changeTaskStatus } from '../api/change-status';
import { acceptTaskRequest, rejectTaskRequest } from '../api/decide-request';
import { deleteTaskAttachment } from '../api/delete-attachment';
import { useTaskComments } from '../api/get-comments';
import { useJournal } from '../api/get-journal';
import { getSubmissionState, useSubmissionState } from '../api/get-submission-state';
import { useTask, type TaskRef } from '../api/get-task';
import { useTaskSubmissions } from '../api/get-task-submissions';
import { startNewAttempt } from '../api/new-attempt';
import { saveSubmissionState } from '../api/save-submission';
import { uploadTaskFile } from '../api/upload-file';
import { approverRequestMissing, taskView, uploadDecision } from '../domain/task-view';
import { taskMessages } from '../messages';
import { reportFailure } from '../../../lib/report-failure';

/** Spec 2 §4: the task page's UI states while an action runs (null: idle). */
export type TaskWork = 'saving' | 'submitting' | 'rejecting' | 'approving' | 'deleting' | 'attaching' | 'enrolling' | 'uploading' | 'newAttempt';

/** A message to show when an action is done (null: none). */
type Outcome = { success: string } | null;

/**
 * The task page's data and actions (spec 2 §4): the task form model, its submission state (from the
 * record store for its owner; through the task's submissions call for its approver), the journal
 * (audit entries merged with the topic's comments), and every action, one at a time. After any
 * action the page's data reloads (the task's queries and the catalogue) and a message shows; the
 * journal is read once more a second later (spec 3 §9: journal merge delay).
 */
export function useTaskPage(id: string, owner: string | undefined, parentId?: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const context = useLearningContext();
  const text = useText(taskMessages);
  const learningText = useText(learningMessages);
  const me = context?.userId ?? '';
  const ref: TaskRef = useMemo(() => ({ scope: context?.scope ?? '', owner: owner ?? me, id, actingAs: me }), [context?.scope, owner, me, id]);
  // The record store holds the signed-in learner's own submission state (the approver reads it through the task's call).
  const recordStoreOwner = { scope: context?.scope ?? '', owner: me };

  const taskQuery = useTask(ref);
  const task = taskQuery.data;
  // Spec 2 §4 premiumChecks: the owner's premium task is used once bought (the approver is not asked to buy).
  const { index } = useCatalogueIndex();
  const premium = usePremiumCheck(owner === undefined ? index?.byId.get(id) : undefined, parentId, index?.byId);
  const view = task ? taskView(task, me, premium.state) : undefined;
  const approving = view?.mode === 'approving';
  const ownState = useSubmissionState(ref, task?.activityId, task?.attemptReference, Boolean(task) && !approving && task?.hasSubmissionState !== false);
  const approverState = useTaskSubmissions(ref, task?.attemptReference, Boolean(task) && approving);
  // A new attempt has no document yet (the form model says so): start from an empty one rather than ask and be answered 404.
  const noDocumentYet = task?.hasSubmissionState === false;
  const submissionState = approving ? approverState : noDocumentYet ? { data: EMPTY_SUBMISSION_STATE } : ownState;
  const topic = taskTopic(id, ref.owner, task?.name ?? '');
  const audit = useJournal(ref);
  // Spec 2 §1: with comments off there is no thread to read (nor a Comments tab).
  const commentsOn = useSession((state) => featureEnabled(state.settings, 'comments'));
  const comments = useTaskComments(ref, topic.topicRef, commentsOn);
  const journal = useMemo(() => mergeJournal(comments.data ?? [], audit.data ?? []), [comments.data, audit.data]);
  const notReadable = taskQuery.isError && isApiError(taskQuery.error) && taskQuery.error.status === 404;

  // The draft being written, kept across tabs; taken from the record store whenever its document changes.
  const [draft, setDraft] = useState('');
  const savedDraft = submissionState.data?.draft ?? '';
  const documentVersion = `${task?.attemptReference ?? ''}|${submissionState.data?.lastModified ?? ''}`;
  useEffect(() => setDraft(savedDraft), [documentVersion, savedDraft]);

  const [working, setWorking] = useState<TaskWork | null>(null);
  const [attemptsExceeded, setAttemptsExceeded] = useState(false);
  const journalTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(journalTimer.current), []);

  const reload = useCallback(async () => {
    // The approver's approvals list follows a decision taken here.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks.task(ref) }),
      clearCatalogue(queryClient),
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all }),
    ]);
    clearTimeout(journalTimer.current);
    journalTimer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.journal(ref) }), JOURNAL_MERGE_DELAY_MS);
  }, [queryClient, ref]);
  const mutation = useMutation({ mutationKey: ['task', 'change'], mutationFn: (work: () => Promise<Outcome>) => work(), onSettled: reload });

  const run = useCallback(
    async (kind: TaskWork, work: () => Promise<Outcome>, failure: (error: unknown) => string = () => learningText('L10N.GLOBAL.MESSAGES.General.Failure')) => {
      setWorking(kind);
      try {
        const outcome = await mutation.mutateAsync(work);
        if (outcome) messages.success(outcome.success);
      } catch (error) {
        reportFailure('task action', error);
        messages.error(failure(error));
      } finally {
        setWorking(null);
      }
    },
    [mutation, learningText],
  );

  const success = (): Outcome => ({ success: text('L10N.GLOBAL.MESSAGES.General.Success') });

  /** Marks a task not started or rejected in progress (an attempted statement with it); answers the attempt its submission is kept under. */
  const inProgress = async (current: TaskItem): Promise<string> => {
    if (current.status !== 'NotAttempted' && current.status !== 'Rejected' && current.attemptReference) return current.attemptReference;
    const answer = await changeTaskStatus(api, ref, 'Attempted');
    const attempt = answer.attemptReference ?? current.attemptReference ?? '';
    if (context && current.status === 'NotAttempted') {
      void sendStatement(api, context, { verb: 'attempted', item: { Id: current.id, ActivityId: current.activityId }, attemptId: attempt }, queryClient).catch((error: unknown) =>
        console.error('[catalogue] attempted statement failed', error),
      );
    }
    return attempt;
  };

  /** The submission state as the record store holds it now (not the page's copy, which may be older). */
  const freshState = async (current: TaskItem, attempt: string): Promise<TaskSubmissionState> =>
    // An attempt just started here, or one with no document yet, has nothing to read.
    attempt !== current.attemptReference || !current.hasSubmissionState
      ? EMPTY_SUBMISSION_STATE
      : getSubmissionState(api, recordStoreOwner, current.activityId, attempt, queryClient);

  const actions = {
    enrol: () =>
      void run(
        'enrolling',
        async () => {
          if (!context) return null;
          const enrolment = await enrolItem(api, context, id);
          if (enrolment === 'Enrolled') return { success: learningText('catalogue.learning.enrolled') };
          if (enrolment === 'PendingAdminApproval' || enrolment === 'PendingSecondLevelApproval') return { success: learningText('catalogue.learning.enrolPending') };
          throw new Error(`Enrolment answered ${enrolment}`);
        },
        () => learningText('catalogue.learning.enrolFailed'),
      ),

    /** Save: the draft replaces the draft (spec 2 §4); the task is in progress afterwards. */
    save: () =>
      task &&
      void run('saving', async () => {
        const attempt = await inProgress(task);
        await saveSubmissionState(api, recordStoreOwner, task.activityId, attempt, saveDraft(await freshState(task, attempt), draft, new Date()), queryClient);
        return success();
      }),

    /**
     * Submit (for approval, or for completion when the task needs none): one call carries the text
     * written and the status change, so the LMS appends the text, clears the draft and changes the
     * status together, or (refused: no approver) none of them, and the text stays in the box. Without
     * new text, what was submitted or attached before is what goes for approval.
     */
    submit: () => {
      if (!task) return;
      const hasEarlier = (submissionState.data?.submissions.length ?? 0) > 0 || task.userAttachments.length > 0;
      if (!draft.trim() && !hasEarlier) {
        messages.error(text('catalogue.task.submission.required'));
        return;
      }
      void run(
        'submitting',
        async () => {
          const answer = await changeTaskStatus(api, ref, task.approvalRequired ? 'PendingApproval' : 'Completed', draft.trim() || undefined);
          const attempt = answer.attemptReference ?? task.attemptReference ?? '';
          if (context) {
            const verbs = [...(task.status === 'NotAttempted' ? (['attempted'] as const) : []), ...(task.approvalRequired ? [] : (['completed'] as const))];
            for (const verb of verbs) {
              await sendStatement(api, context, { verb, item: { Id: task.id, ActivityId: task.activityId }, attemptId: attempt }, queryClient).catch((error: unknown) =>
                console.error(`[catalogue] ${verb} statement failed`, error),
              );
            }
          }
          return success();
        },
        (error) => (isApiError(error) && error.code === 'NoApprover' ? text('catalogue.task.noApprover') : learningText('L10N.GLOBAL.MESSAGES.General.Failure')),
      );
    },

    cancel: () => void run('submitting', async () => (await changeTaskStatus(api, ref, 'cancel'), success())),

    approve: () => task?.approvalRequest && void run('approving', async () => (await acceptTaskRequest(api, task.owner.id, task.approvalRequest!.reference), success())),

    /** Reject with the required comment; answers whether it was done (the dialog closes then). */
    reject: async (comment: string): Promise<void> => {
      if (!task?.approvalRequest) return;
      await run('rejecting', async () => (await rejectTaskRequest(api, task.owner.id, task.approvalRequest!.reference, comment), success()));
    },

    newAttempt: () =>
      void run(
        'newAttempt',
        async () => {
          const result = await startNewAttempt(api, ref);
          if (result === 'exceeded') setAttemptsExceeded(true);
          if (result !== 'created') throw new Error(`new attempt: ${result}`);
          return { success: text('catalogue.task.newAttemptCreated') };
        },
        () => text('catalogue.task.newAttemptFailed'),
      ),

    /** Spec 2 §4–§5, §8: ignored when read-only; only the task's types; 413 too large, 415 unsupported, others the general failure. */
    upload: (file: File) => {
      if (!task || !view) return;
      const decision = uploadDecision(file.name, view, task);
      if (decision.kind === 'ignore') return;
      if (decision.kind === 'unsupported') {
        messages.error(text('catalogue.task.upload.unsupportedType'));
        return;
      }
      void run(
        'uploading',
        async () => {
          if (decision.markInProgress) await inProgress(task);
          const stored = await uploadTaskFile(api, ref.scope, task.externalReference, file, context?.displayName ?? '');
          await addTaskAttachment(api, ref, { type: 'file', body: stored.path, name: stored.name });
          return success();
        },
        (error) => {
          const kind = uploadFailure(isApiError(error) ? error.status : undefined);
          return kind === 'general' ? learningText('L10N.GLOBAL.MESSAGES.General.Failure') : text(`catalogue.task.upload.${kind}`);
        },
      );
    },

    removeAttachment: (attachmentId: string) =>
      void run('deleting', async () => (await deleteTaskAttachment(api, ref, attachmentId), { success: text('catalogue.task.attachments.removed') })),
  };

  return {
    ref,
    task,
    view,
    premium,
    // The editor waits for the saved draft too: shown before it, what the user typed would be replaced by it.
    isLoading: taskQuery.isPending || ('isLoading' in submissionState && submissionState.isLoading),
    notFound: taskQuery.isError,
    requestMissing: approverRequestMissing(owner !== undefined && owner !== me, task, notReadable),
    submissions: submissionState.data,
    journal,
    topic,
    commentsOn,
    draft,
    setDraft,
    draftChanged: draft !== savedDraft,
    working,
    attemptsExceeded,
    closeAttemptsExceeded: () => setAttemptsExceeded(false),
    actions,
  };
}

export type TaskPageModel = ReturnType<typeof useTaskPage>;
