import { Button, Dialog } from '@portal/ui';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question in a modal dialog (the CPD modals of spec 3 §2: submission, review, delete, unsaved changes). */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} size="sm" onClose={onCancel}>
      <p>{message}</p>
      <div className="lp-cpd__actions">
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </Dialog>
  );
}
