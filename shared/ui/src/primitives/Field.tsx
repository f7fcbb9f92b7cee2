import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** The control's own attributes: its id and what describes it (the caller's, the hint, the error). */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': FieldProps['aria-invalid'];
  'aria-describedby': string | undefined;
}

/**
 * Label, hint and error message around one control, wired together (aria-invalid, aria-describedby):
 * what TextField and TextAreaField share.
 */
export function Field({ label, error, hint, id, className, children, ...aria }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [aria['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['lp-field', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="lp-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="lp-field__hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, className: 'lp-field__input', 'aria-invalid': error ? true : aria['aria-invalid'], 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="lp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
