export interface SpinnerProps {
  /** Read by screen readers; visually hidden. */
  label?: string;
}

export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="lp-spinner">
      <span className="lp-visually-hidden">{label}</span>
    </span>
  );
}
