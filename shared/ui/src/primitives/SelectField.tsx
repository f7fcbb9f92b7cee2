import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field, type FieldProps } from './Field';

/** One choice of a select: what is stored, and what the user reads. */
export interface FieldOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'children'>, Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'> {
  /** The choices; `children` (option or optgroup elements) instead when they need more. */
  options?: readonly FieldOption[];
  /** A first, empty choice ("Choose…") for a select that starts with nothing chosen. */
  placeholder?: string;
  children?: ReactNode;
}

/** Label, select and error message wired together; `ref` reaches the select, so `{...register('sort')}` works. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, required, options, placeholder, children, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...selectProps },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} required={required} aria-describedby={describedBy} aria-invalid={invalid}>
      {(control) => (
        <select {...selectProps} required={required} ref={ref} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
});
