import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { RequiredMark, type FieldProps } from './Field';
import { fieldDescription } from './field-description';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type'>, Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'> {}

/**
 * One check box with its label beside it (the label is the box's name), a hint and an error message
 * wired as the other fields'; `ref` reaches the input, so `{...register('draft')}` works.
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, className, required, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const description = fieldDescription(controlId, { hint, error, describedBy });
  return (
    <div className={['lp-field', 'lp-field--check', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <span className="lp-field__label-row">
        <label htmlFor={controlId} className="lp-field__choice">
          <input {...inputProps} type="checkbox" ref={ref} id={controlId} required={required} aria-invalid={error ? true : invalid} aria-describedby={description.describedBy} />
          <span>{label}</span>
        </label>
        {required && <RequiredMark />}
      </span>
      {hint && (
        <p id={description.hintId} className="lp-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={description.errorId} className="lp-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
