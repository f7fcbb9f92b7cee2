import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@portal/ui';

/**
 * The username box of sign-in and forgotten password: the browser may fill it in, and it is neither
 * capitalised nor spell-checked (a username, or an e-mail address where the username look-up is on).
 */
export const UsernameField = forwardRef<HTMLInputElement, TextFieldProps>(function UsernameField(props, ref) {
  return <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} ref={ref} />;
});
