import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldProps } from './Field';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'>, Pick<FieldProps, 'label' | 'error' | 'hint'> {}

/**
 * Label, input and error message wired together (aria-invalid, aria-describedby). `ref` reaches the
 * input, so `{...register('username')}` from react-hook-form works.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, required, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...inputProps },
  ref,
) {
  return (
    <Field label={label} required={required} error={error} hint={hint} id={id} className={className} aria-describedby={describedBy} aria-invalid={invalid}>
      {(control) => <input type="text" {...inputProps} required={required} ref={ref} {...control} />}
    </Field>
  );
});
