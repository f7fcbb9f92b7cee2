import type { ComponentProps, MouseEvent, ReactNode } from 'react';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  size?: 'sm' | 'md' | 'lg';
  /** Shown before the label, hidden from assistive technology (the label names the button), e.g. `<Icon icon={Plus} />`. */
  icon?: ReactNode;
  /**
   * Busy (saving, sending): a spinner in place of the icon, aria-busy, and clicks are ignored. The
   * button stays focusable (a disabled one would drop the keyboard user's focus to the page).
   */
  loading?: boolean;
}

/** A native button (type "button" unless given, so it never submits a form by accident). */
export function Button({ variant = 'primary', size = 'md', icon, loading = false, type = 'button', className, children, onClick, ...rest }: ButtonProps) {
  const classes = ['lp-button', `lp-button--${variant}`, size !== 'md' && `lp-button--${size}`, className].filter(Boolean).join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also keeps a submit button from sending its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} aria-disabled={loading || undefined} onClick={click} {...rest}>
      {loading ? (
        <span className="lp-spinner" aria-hidden="true" />
      ) : (
        icon && (
          <span className="lp-button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
}
