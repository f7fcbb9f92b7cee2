import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/** The browser's date picker as a field (value 'YYYY-MM-DD'); `ref` reaches the input, so register works. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return <TextField {...props} type="date" ref={ref} />;
});
