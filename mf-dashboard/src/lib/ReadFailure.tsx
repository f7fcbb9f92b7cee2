import { Button } from '@portal/ui';

interface ReadFailureProps {
  /** What could not be loaded, said plainly. */
  message: string;
  retryLabel: string;
  onRetry(): void;
}

/**
 * A page's list whose read failed (after the portal's retries): said where the list would be, never
 * shown as an empty list, which would tell the user there is nothing; and a way to ask again.
 */
export function ReadFailure({ message, retryLabel, onRetry }: ReadFailureProps) {
  return (
    <div className="lp-read-failure">
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
