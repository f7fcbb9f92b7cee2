import { Button } from '@portal/ui';
import { cpdMessages, useText } from '../messages';

/**
 * What a CPD page shows when a read it needs failed: the shared failure text and a way to read again,
 * never the empty state, which would tell the user they have nothing and offer to add it.
 */
export function LoadFailure({ onRetry, busy = false }: { onRetry(): void; busy?: boolean }) {
  const text = useText(cpdMessages);
  return (
    <div className="lp-cpd__failure">
      <p role="alert">{text('L10N.GLOBAL.MESSAGES.General.Failure')}</p>
      <Button type="button" variant="secondary" disabled={busy} onClick={onRetry}>
        {text('cpd.retry')}
      </Button>
    </div>
  );
}
