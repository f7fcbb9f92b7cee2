import { useEffect, useId, type ChangeEvent } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { DEFAULT_BASE_URL } from '@portal/api-client';
import { dossierPaths } from '@portal/contracts/external-learning';
import { TASK_ATTACHMENT_TYPES, TaskSubmissionStateSchema, splitAttachments, type TaskAttachment } from '@portal/contracts/tasks';
import { Button } from '@portal/ui';
import { FileField } from '@portal/ui/fields';
import { TextAreaField } from '@portal/ui/text-area-field';
import { formatDateTime } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';

/** The Submission tab: what to submit, what was submitted, the draft being written, and the attachments. */
export function SubmissionTab({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const task = model.task!;
  const view = model.view!;
  const submissions = model.submissions?.submissions ?? [];
  const editing = view.actions.includes('save');
  const submitAction = view.actions.includes('submitForApproval') ? 'submitForApproval' : 'submit';
  return (
    <>
      {task.submissionStatement && (
        <>
          <h2>{text('catalogue.task.submission.statement')}</h2>
          <p className="lp-task__statement">{task.submissionStatement}</p>
        </>
      )}
      <h2>{text(view.mode === 'approving' ? 'catalogue.task.submission.previousOf' : 'catalogue.task.submission.previous')}</h2>
      {submissions.length === 0 ? (
        <p>{text('catalogue.task.submission.none')}</p>
      ) : (
        <ol className="lp-task__submissions">
          {submissions.map((submission) => (
            <li key={submission.timestamp}>
              <p className="lp-task__submission-text">{submission.text}</p>
              <p className="lp-task__submission-date">{text('catalogue.task.submission.submittedAt', { date: formatDateTime(submission.timestamp) })}</p>
            </li>
          ))}
        </ol>
      )}
      {editing && <DraftEditor model={model} submitAction={submitAction} />}
      <Attachments model={model} />
    </>
  );
}

/** The draft as the record store's submission document checks it (the LMS refuses a longer one). */
const DraftSchema = v.pick(TaskSubmissionStateSchema, ['draft']);
type DraftFields = v.InferInput<typeof DraftSchema>;

/**
 * The draft editor. The page model keeps the text (it outlives a tab change and is compared there with
 * the saved draft); the form mirrors it both ways and checks it before saving or submitting.
 */
function DraftEditor({ model, submitAction }: { model: TaskPageModel; submitAction: 'submit' | 'submitForApproval' }) {
  const text = useText(taskMessages);
  const { draft, setDraft } = model;
  const {
    register,
    handleSubmit,
    subscribe,
    getValues,
    reset,
    formState: { errors },
  } = useForm<DraftFields>({ resolver: valibotResolver(DraftSchema), defaultValues: { draft }, reValidateMode: 'onChange' });
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => setDraft(values.draft) }), [subscribe, setDraft]);
  // The model's draft also changes on its own, when the record store's document does (saved, submitted,
  // another attempt). Not through `values`: that resets on every keystroke, which drops the re-check.
  useEffect(() => {
    if (getValues('draft') !== draft) reset({ draft });
  }, [draft, getValues, reset]);
  const busy = Boolean(model.working);
  return (
    <form className="lp-task__editor" onSubmit={(event) => void handleSubmit(() => model.actions.submit())(event)} noValidate>
      <TextAreaField
        label={text('catalogue.task.submission.text')}
        hint={`${text('catalogue.task.submission.hint')}${model.submissions?.draft && model.submissions.lastModified ? ` ${text('catalogue.task.submission.draftSaved', { date: formatDateTime(model.submissions.lastModified) })}` : ''}`}
        error={errors.draft && text('catalogue.task.submission.tooLong')}
        rows={10}
        disabled={busy}
        {...register('draft')}
      />
      {model.draftChanged && <p className="lp-task__unsaved">{text('catalogue.task.submission.unsaved')}</p>}
      <div className="lp-task__editor-actions">
        <Button variant="secondary" onClick={(event) => void handleSubmit(() => model.actions.save())(event)} disabled={busy}>
          {text('catalogue.task.actions.save')}
        </Button>
        <Button type="submit" disabled={busy}>
          {text(`catalogue.task.actions.${submitAction}`)}
        </Button>
      </div>
    </form>
  );
}

function Attachments({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const task = model.task!;
  const uploading = model.view!.actions.includes('upload');
  const { fileAttachments, elaAttachments } = splitAttachments(task.userAttachments);
  const inputId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) model.actions.upload(file);
  };
  return (
    <section className="lp-task__attachments" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{text('catalogue.task.attachments.title')}</h2>
      {fileAttachments.length + elaAttachments.length === 0 ? (
        <p>{text('catalogue.task.attachments.none')}</p>
      ) : (
        <ul className="lp-task__attachment-list">
          {fileAttachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              scope={model.ref.scope}
              removable={uploading}
              onRemove={() => model.actions.removeAttachment(attachment.id)}
            />
          ))}
          {elaAttachments.map((attachment) => (
            <li key={attachment.id}>{text('catalogue.task.attachments.external', { name: attachment.name })}</li>
          ))}
        </ul>
      )}
      {uploading && (
        <FileField
          id={inputId}
          label={text('catalogue.task.attachments.add')}
          hint={text('catalogue.task.attachments.types', { types: TASK_ATTACHMENT_TYPES.join(', ') })}
          onChange={onFile}
          disabled={Boolean(model.working)}
        />
      )}
    </section>
  );
}

function AttachmentRow({ attachment, scope, removable, onRemove }: { attachment: TaskAttachment; scope: string; removable: boolean; onRemove(): void }) {
  const text = useText(taskMessages);
  return (
    <li>
      <a href={`${DEFAULT_BASE_URL}${dossierPaths.file(scope, attachment.body)}`} download={attachment.name}>
        {attachment.name}
      </a>{' '}
      {removable && (
        <Button variant="secondary" onClick={onRemove} aria-label={text('catalogue.task.attachments.remove', { name: attachment.name })}>
          ×
        </Button>
      )}
    </li>
  );
}
