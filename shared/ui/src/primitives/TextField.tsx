import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  label: ReactNode;
  /** Validation message; marks the input invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
}

/**
 * Label, input and error message wired together (aria-invalid, aria-describedby). `ref` reaches the
 * input, so `{...register('username')}` from react-hook-form works.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...inputProps }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['lp-field', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="lp-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="lp-field__hint">
          {hint}
        </p>
      )}
      <input
        type="text"
        {...inputProps}
        ref={ref}
        id={inputId}
        className="lp-field__input"
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="lp-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
