import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldProps } from './Field';

export interface FileFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type' | 'value'>, Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'> {}

/**
 * Label, file input and error message wired together; `accept` and `multiple` as on the input. What the
 * browser lets through is only a first sieve: the server judges a file by its content and size.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, error, hint, id, className, required, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...inputProps },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} required={required} aria-describedby={describedBy} aria-invalid={invalid}>
      {(control) => <input {...inputProps} type="file" required={required} ref={ref} {...control} />}
    </Field>
  );
});
