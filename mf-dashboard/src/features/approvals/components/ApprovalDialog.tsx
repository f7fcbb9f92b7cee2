import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { isApiError } from '@portal/api-client';
import { ApprovalDecisionFormSchema, type ApprovalDecisionForm } from '@portal/contracts/approvals';
import { useId } from 'react';
import { Button, Dialog, messages, Spinner } from '@portal/ui';
import { TextAreaField } from '@portal/ui/text-area-field';
import { formatDate, formatDateTime } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { useDecideApproval } from '../api/decide-approval';
import { useRequestComments } from '../api/read-request-comments';
import { useRequestJournal } from '../api/read-request-journal';
import { type ApprovalRow, isOrphanFailure, requestHistory } from '../domain/approval-item';
import { approvalMessages } from '../messages';

/**
 * The approval dialog of an enrolment request (spec 3 §2): approve with an optional comment, or reject
 * with a required one (the LMS refuses a reject without one too). An approve failing with 404
 * CatalogueItemNotFound / UserCatalogueItemNotFound shows the orphaned message and marks the row orphaned.
 */
export function ApprovalDialog({ item, typeLabel, onOrphaned, onClose }: { item: ApprovalRow; typeLabel: string; onOrphaned(key: string): void; onClose(): void }) {
  const text = useText(approvalMessages);
  const decide = useDecideApproval();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ApprovalDecisionForm>({ resolver: valibotResolver(ApprovalDecisionFormSchema), defaultValues: { action: 'accept', comment: '' } });

  const submit = (action: 'accept' | 'reject') => {
    setValue('action', action);
    void handleSubmit(async (values) => {
      try {
        await decide.mutateAsync({ key: item.key, action: values.action, comment: values.comment?.trim() || undefined });
        messages.success(text('L10N.GLOBAL.MESSAGES.General.Success'));
        onClose();
      } catch (error) {
        if (isApiError(error) && isOrphanFailure(error.status, error.code)) {
          onOrphaned(item.key);
          messages.error(text('approvals.orphanedMessage'));
          onClose();
        } else {
          messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
        }
      }
    })();
  };

  const commentError = (errors as { comment?: unknown }).comment;
  return (
    <Dialog title={text('approvals.dialog.title')} size="sm" onClose={onClose}>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <dl className="lp-approvals__details">
          <dt>{text('approvals.dialog.item')}</dt>
          <dd>
            {item.title} ({typeLabel})
          </dd>
          <dt>{text('approvals.dialog.user')}</dt>
          <dd>{item.user_display_name}</dd>
          {item.session_enrolment_deadline && (
            <>
              <dt>{text('approvals.dialog.deadline')}</dt>
              <dd>
                <time dateTime={item.session_enrolment_deadline}>{formatDate(item.session_enrolment_deadline)}</time>
              </dd>
            </>
          )}
        </dl>
        <RequestRecord reference={item.key} />
        <TextAreaField
          label={text('approvals.dialog.comment')}
          hint={text('approvals.dialog.commentHint')}
          rows={3}
          error={commentError ? text('approvals.dialog.commentRequired') : undefined}
          {...register('comment')}
        />
        <div className="lp-approvals__dialog-actions">
          <Button disabled={decide.isPending} onClick={() => submit('accept')}>
            {text('approvals.dialog.approve')}
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => submit('reject')}>
            {text('approvals.dialog.reject')}
          </Button>
          <Button variant="link" onClick={onClose}>
            {text('approvals.dialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * What has happened to the request so far: its earlier comments (POST /notary/ReadComments) and the
 * history of its states (POST /stamp/approvals/readJournal). Either read failing shows nothing of it.
 */
function RequestRecord({ reference }: { reference: string }) {
  const text = useText(approvalMessages);
  const commentsId = useId();
  const historyId = useId();
  const comments = useRequestComments(reference);
  const journal = useRequestJournal(reference);
  const statusLabel = (status: string) => {
    const key = `approvals.status.${status}`;
    return key in approvalMessages ? text(key as keyof typeof approvalMessages) : status;
  };
  if (comments.isPending || journal.isPending) return <Spinner label={text('approvals.dialog.loadingRecord')} />;
  const history = requestHistory(journal.data ?? []);
  return (
    <>
      {(comments.data ?? []).length > 0 && (
        <section className="lp-approvals__record">
          <h3 id={commentsId}>{text('approvals.dialog.comments')}</h3>
          <ul aria-labelledby={commentsId}>
            {comments.data!.map((comment) => (
              <li key={`${comment.created}-${comment.commenter_ref}`}>
                <p className="lp-muted">
                  {text('approvals.dialog.by', {
                    name: comment.commenter_name,
                    date: formatDateTime(comment.created),
                  })}
                </p>
                <p>{comment.value}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {history.length > 0 && (
        <section className="lp-approvals__record">
          <h3 id={historyId}>{text('approvals.dialog.history')}</h3>
          <ul aria-labelledby={historyId}>
            {history.map((entry) => (
              <li key={`${entry.date}-${entry.status}`}>
                {text('approvals.dialog.historyEntry', {
                  status: statusLabel(entry.status),
                  name: entry.name,
                  date: formatDateTime(entry.date),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
