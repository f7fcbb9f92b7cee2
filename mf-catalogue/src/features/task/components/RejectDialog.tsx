import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { RejectApprovalRequestSchema, type RejectApprovalRequest } from '@portal/contracts/approvals';
import { Button, Dialog } from '@portal/ui';
import { useText } from '../../../lib/messages';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';

/**
 * Reject, with the rejection comment dialog (spec 2 §2, §5): a comment is required. The form is the
 * rejectRequest payload checked with its contract schema (the LMS refuses the same: 400 CommentRequired).
 */
export function RejectDialog({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const [open, setOpen] = useState(false);
  const task = model.task!;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RejectApprovalRequest>({
    resolver: valibotResolver(RejectApprovalRequestSchema),
    defaultValues: { actorId: task.owner.id, reference: task.approvalRequest?.reference ?? '', comment: '' },
  });
  const close = () => {
    reset();
    setOpen(false);
  };
  const onSubmit = handleSubmit(async (values) => {
    await model.actions.reject(values.comment.trim());
    close();
  });
  const commentError = errors.comment;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={Boolean(model.working)}>
        {text('catalogue.task.actions.reject')}
      </Button>
      {open && (
        <Dialog title={text('catalogue.task.reject.title')} size="sm" onClose={close}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <div className={['lp-field', commentError ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
              <label htmlFor="lp-task-reject-comment" className="lp-field__label">
                {text('catalogue.task.reject.comment')}
              </label>
              <textarea
                id="lp-task-reject-comment"
                className="lp-field__input"
                rows={4}
                aria-required="true"
                aria-invalid={commentError ? true : undefined}
                aria-describedby={commentError ? 'lp-task-reject-comment-error' : undefined}
                {...register('comment')}
              />
              {commentError && (
                <p id="lp-task-reject-comment-error" className="lp-field__error" role="alert">
                  {text('catalogue.task.reject.required')}
                </p>
              )}
            </div>
            <div className="lp-dialog__actions">
              <Button type="submit" disabled={model.working === 'rejecting'}>
                {text('catalogue.task.reject.confirm')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {text('catalogue.task.reject.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
