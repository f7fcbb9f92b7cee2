import { useId, type ChangeEvent } from 'react';
import { DEFAULT_BASE_URL } from '@portal/api-client';
import { dossierPaths } from '@portal/contracts/external-learning';
import { TASK_ATTACHMENT_TYPES, splitAttachments, type TaskAttachment } from '@portal/contracts/tasks';
import { Button } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { useLocale } from '../../../lib/sessions/format';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';

/** The Submission tab: what to submit, what was submitted, the draft being written, and the attachments. */
export function SubmissionTab({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const locale = useLocale();
  const task = model.task!;
  const view = model.view!;
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const submissions = model.submissions?.submissions ?? [];
  const editing = view.actions.includes('save');
  const submitAction = view.actions.includes('submitForApproval') ? 'submitForApproval' : 'submit';
  const hintId = useId();
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
              <p className="lp-task__submission-date">{text('catalogue.task.submission.submittedAt', { date: date(submission.timestamp) })}</p>
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <form
          className="lp-task__editor"
          onSubmit={(event) => {
            event.preventDefault();
            model.actions.submit();
          }}
        >
          <div className="lp-field">
            <label htmlFor="lp-task-draft" className="lp-field__label">
              {text('catalogue.task.submission.text')}
            </label>
            <p id={hintId} className="lp-field__hint">
              {text('catalogue.task.submission.hint')}
              {model.submissions?.draft && model.submissions.lastModified ? ` ${text('catalogue.task.submission.draftSaved', { date: date(model.submissions.lastModified) })}` : ''}
            </p>
            <textarea
              id="lp-task-draft"
              className="lp-field__input"
              rows={10}
              aria-describedby={hintId}
              value={model.draft}
              onChange={(event) => model.setDraft(event.target.value)}
              disabled={Boolean(model.working)}
            />
            {model.draftChanged && <p className="lp-task__unsaved">{text('catalogue.task.submission.unsaved')}</p>}
          </div>
          <div className="lp-task__editor-actions">
            <Button variant="secondary" onClick={model.actions.save} disabled={Boolean(model.working)}>
              {text('catalogue.task.actions.save')}
            </Button>
            <Button type="submit" disabled={Boolean(model.working)}>
              {text(`catalogue.task.actions.${submitAction}`)}
            </Button>
          </div>
        </form>
      )}
      <Attachments model={model} />
    </>
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
        <div className="lp-field">
          <label htmlFor={inputId} className="lp-field__label">
            {text('catalogue.task.attachments.add')}
          </label>
          <p id={`${inputId}-types`} className="lp-field__hint">
            {text('catalogue.task.attachments.types', { types: TASK_ATTACHMENT_TYPES.join(', ') })}
          </p>
          <input id={inputId} type="file" aria-describedby={`${inputId}-types`} onChange={onFile} disabled={Boolean(model.working)} />
        </div>
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
