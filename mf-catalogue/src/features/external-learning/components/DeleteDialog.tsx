import { Button, Dialog } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { externalLearningMessages } from '../messages';

/** The delete confirmation (spec 2 §2 modals). */
export function DeleteDialog({ name, busy, onConfirm, onCancel }: { name: string; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const text = useText(externalLearningMessages);
  return (
    <Dialog title={text('catalogue.externalLearning.deleteTitle')} size="sm" onClose={onCancel}>
      <p>{text('catalogue.externalLearning.deleteMessage', { name })}</p>
      <div className="lp-ela__actions">
        <Button onClick={onConfirm} disabled={busy}>
          {text('catalogue.externalLearning.delete')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text('catalogue.externalLearning.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
