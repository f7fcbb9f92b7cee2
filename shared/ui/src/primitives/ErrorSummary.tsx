import { useEffect, useRef } from 'react';

export interface ErrorSummaryItem {
  /** id of the field the error belongs to; the entry links to it. */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** For example the spec's 'There was a problem validating the form, please review the boxes marked in red and try again.' */
  title: string;
  errors?: readonly ErrorSummaryItem[];
}

/**
 * A form's errors in one place, announced (role alert) and focused when it appears so keyboard and
 * screen-reader users land on it; each entry moves focus to its field.
 */
export function ErrorSummary({ title, errors = [] }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [title]);

  return (
    <div ref={ref} role="alert" tabIndex={-1} className="lp-error-summary">
      <p className="lp-error-summary__title">{title}</p>
      {errors.length > 0 && (
        <ul className="lp-error-summary__list">
          {errors.map(({ fieldId, message }) => (
            <li key={`${fieldId ?? ''}:${message}`}>
              {fieldId ? (
                // A button, not an '#id' link: the portal's router owns the URL hash.
                <button type="button" className="lp-link" onClick={() => document.getElementById(fieldId)?.focus()}>
                  {message}
                </button>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
