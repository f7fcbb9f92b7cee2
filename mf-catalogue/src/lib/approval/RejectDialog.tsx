import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { RejectApprovalRequestSchema } from '@portal/contracts/approvals';
import { Button, Dialog } from '@portal/ui';
import { TextAreaField } from '@portal/ui/text-area-field';

/** The rejection's comment, checked as the rejectRequest payload checks it (the LMS refuses the same: 400 CommentRequired). */
const RejectionCommentSchema = v.pick(RejectApprovalRequestSchema, ['comment']);
type RejectionComment = v.InferInput<typeof RejectionCommentSchema>;

export interface RejectDialogTexts {
  title: string;
  comment: string;
  hint?: string;
  required: string;
  confirm: string;
  cancel: string;
}

export interface RejectDialogProps {
  texts: RejectDialogTexts;
  busy: boolean;
  /** The comment, trimmed and not empty. */
  onReject(comment: string): void | Promise<void>;
  onCancel(): void;
}

/**
 * The rejection comment dialog (spec 2 §2 modals) of a task and of an external learning item: rejecting
 * needs a comment (spec 2 §5), and what was typed stays when the rejection fails.
 */
export function RejectDialog({ texts, busy, onReject, onCancel }: RejectDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectionComment>({ resolver: valibotResolver(RejectionCommentSchema), defaultValues: { comment: '' } });
  const onSubmit = handleSubmit(async ({ comment }) => onReject(comment.trim()));
  return (
    <Dialog title={texts.title} size="sm" onClose={onCancel}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextAreaField label={texts.comment} hint={texts.hint} aria-required="true" error={errors.comment && texts.required} {...register('comment')} />
        <div className="lp-dialog__actions">
          <Button type="submit" disabled={busy}>
            {texts.confirm}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
