import type { ComponentProps } from 'react';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'link';
}

/** A native button (type "button" unless given, so it never submits a form by accident). */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={['lp-button', `lp-button--${variant}`, className].filter(Boolean).join(' ')} {...rest} />;
}
