import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const ABSOLUTE_URL = /^https?:\/\//i;

/** A link named in content: a portal path goes through the router, an absolute URL leaves the portal. */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return ABSOLUTE_URL.test(href) ? (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
