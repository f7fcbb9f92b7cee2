import { Button } from '@portal/ui';
import { cpdMessages, useText } from '../messages';

/** A CPD dialog's form buttons: its action (disabled while it runs) and Cancel. */
export function DialogActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel(): void }) {
  const text = useText(cpdMessages);
  return (
    <div className="lp-cpd__actions">
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {text('cpd.cancel')}
      </Button>
    </div>
  );
}
