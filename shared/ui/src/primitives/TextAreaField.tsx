import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldProps } from './Field';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children'>, Pick<FieldProps, 'label' | 'error' | 'hint'> {}

/** TextField's multi-line twin (a comment, a reason): `ref` reaches the text area, so `{...register('comment')}` works. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, required, rows = 4, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...areaProps },
  ref,
) {
  return (
    <Field label={label} required={required} error={error} hint={hint} id={id} className={className} aria-describedby={describedBy} aria-invalid={invalid}>
      {(control) => <textarea rows={rows} {...areaProps} required={required} ref={ref} {...control} />}
    </Field>
  );
});
