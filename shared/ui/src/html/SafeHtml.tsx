import { createElement, useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** The wrapping element; a div by default. */
  as?: 'div' | 'span' | 'p' | 'section' | 'article' | 'li';
}

/** The ONLY way to render HTML that came from a server or content file: it is sanitised first. */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: clean } });
}
