import { useId, useState } from 'react';
import { Button, Dialog } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { externalLearningMessages } from '../messages';

export interface RejectDialogProps {
  busy: boolean;
  onReject(comment: string): void;
  onCancel(): void;
}

/** The rejection comment (spec 2 §2 modals): rejecting needs a comment (spec 2 §5). */
export function RejectDialog({ busy, onReject, onCancel }: RejectDialogProps) {
  const text = useText(externalLearningMessages);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = () => {
    if (!comment.trim()) {
      setMissing(true);
      return;
    }
    onReject(comment.trim());
  };
  return (
    <Dialog title={text('catalogue.externalLearning.rejectTitle')} size="sm" onClose={onCancel}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={['lp-field', missing ? 'lp-field--invalid' : ''].join(' ')}>
          <label className="lp-field__label" htmlFor={`${id}-comment`}>
            {text('catalogue.externalLearning.rejectComment')}
          </label>
          <p id={`${id}-hint`} className="lp-field__hint">
            {text('catalogue.externalLearning.rejectHint')}
          </p>
          <textarea
            id={`${id}-comment`}
            rows={4}
            required
            value={comment}
            aria-invalid={missing}
            aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-error`} className="lp-field__error">
              {text('catalogue.externalLearning.rejectRequired')}
            </p>
          )}
        </div>
        <div className="lp-ela__actions">
          <Button type="submit" disabled={busy}>
            {text('catalogue.externalLearning.reject')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {text('catalogue.externalLearning.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
