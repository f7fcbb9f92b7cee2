import { useId, type ReactNode } from 'react';

/** A dashboard widget: a region named by its heading, so it is a landmark and tests find it by role and name. */
export function Widget({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section className={`lp-widget ${className}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
