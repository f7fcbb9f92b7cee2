import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The control must be filled in: a mark beside the label says so (the control carries `required`). */
  required?: boolean;
  /** Validation message; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  /** The error is announced when it appears (role alert): for a form without an error summary to say it. */
  announceError?: boolean;
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
export function Field({ label, required, error, hint, announceError, id, className, children, ...aria }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [aria['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['lp-field', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="lp-field__hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, className: 'lp-field__input', 'aria-invalid': error ? true : aria['aria-invalid'], 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="lp-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A control's label and, for a required one, its mark: an asterisk beside the label, outside it, so the
 * control's name stays the label's text (assistive technology hears `required` from the control itself).
 * Forms that use the mark say what it means ("Fields marked * are required.").
 */
export function FieldLabel({ htmlFor, required = false, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  const label = (
    <label htmlFor={htmlFor} className="lp-field__label">
      {children}
    </label>
  );
  if (!required) return label;
  return (
    <span className="lp-field__label-row">
      {label}
      <RequiredMark />
    </span>
  );
}

/** The mark of a required field (see FieldLabel); inside a legend it is hidden from the group's name too. */
export function RequiredMark() {
  return (
    <span className="lp-field__required" aria-hidden="true">
      *
    </span>
  );
}
