import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Marks the label (an asterisk) and the control (`required`, which assistive technology reads). */
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** The control's own attributes: its id, whether it is required and what describes it (the caller's, the hint, the error). */
export interface FieldControlProps {
  id: string;
  className: string;
  required: boolean | undefined;
  'aria-invalid': FieldProps['aria-invalid'];
  'aria-describedby': string | undefined;
}

/**
 * The label's class: a required field's label carries the marker, an asterisk drawn by the stylesheet
 * with no alternative text, so the label's text and accessible name stay the label; the control's own
 * `required` says it to assistive technology.
 */
export const labelClass = (required: boolean | undefined) => (required ? 'lp-field__label lp-field__label--required' : 'lp-field__label');

/** The ids a field's hint and error get from its control's id, and the control's aria-describedby. */
export function fieldDescription(controlId: string, { hint, error, describedBy }: { hint?: ReactNode; error?: string; describedBy?: string }) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { hintId, errorId, describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/**
 * Label, hint and error message around one control, wired together (aria-invalid, aria-describedby):
 * what every field of the family shares. A field whose control the family has no shape for renders
 * its own control in the children function (`{(control) => <input list="…" {...control} />}`).
 */
export function Field({ label, error, hint, id, className, required, children, ...aria }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const { hintId, errorId, describedBy } = fieldDescription(controlId, { hint, error, describedBy: aria['aria-describedby'] });
  return (
    <div className={['lp-field', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={labelClass(required)}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="lp-field__hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, className: 'lp-field__input', required, 'aria-invalid': error ? true : aria['aria-invalid'], 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="lp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
