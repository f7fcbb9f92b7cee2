import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldProps } from './Field';

export interface FileFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type' | 'value'>, Pick<FieldProps, 'label' | 'error' | 'hint' | 'required' | 'announceError'> {}

/**
 * Label, file input and error message wired together; `accept` and `multiple` as on the input. What the
 * browser lets through is only a first sieve: the server judges a file by its content and size.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, error, hint, announceError, id, className, required, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...inputProps },
  ref,
) {
  const field = { label, error, hint, announceError, id, className, required };
  return (
    <Field {...field} aria-describedby={describedBy} aria-invalid={invalid}>
      {(control) => <input {...inputProps} type="file" required={required} ref={ref} {...control} />}
    </Field>
  );
});
