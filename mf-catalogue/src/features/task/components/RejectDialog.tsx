import { useState } from 'react';
import { Button } from '@portal/ui';
import { RejectDialog as RejectionComment } from '../../../lib/approval/RejectDialog';
import { useText } from '../../../lib/messages';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';

/** Reject, with the rejection comment dialog (spec 2 §2, §5): a comment is required. */
export function RejectDialog({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={Boolean(model.working)}>
        {text('catalogue.task.actions.reject')}
      </Button>
      {open && (
        <RejectionComment
          texts={{
            title: text('catalogue.task.reject.title'),
            comment: text('catalogue.task.reject.comment'),
            required: text('catalogue.task.reject.required'),
            confirm: text('catalogue.task.reject.confirm'),
            cancel: text('catalogue.task.reject.cancel'),
          }}
          busy={model.working === 'rejecting'}
          onReject={async (comment) => {
            await model.actions.reject(comment);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
