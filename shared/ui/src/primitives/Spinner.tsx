import { useUiTexts } from '../ui-texts';

export interface SpinnerProps {
  /** The status's accessible name and the text read out when it appears; visually hidden. Default: the host's `loading` text. */
  label?: string;
}

/**
 * A polite live region (role status): the hidden text is what screen readers announce, and the
 * aria-label names it, since a status takes no name from its content.
 */
export function Spinner({ label: given }: SpinnerProps) {
  const texts = useUiTexts();
  const label = given ?? texts.loading;
  return (
    <span role="status" aria-label={label} className="lp-spinner">
      <span className="lp-visually-hidden">{label}</span>
    </span>
  );
}
