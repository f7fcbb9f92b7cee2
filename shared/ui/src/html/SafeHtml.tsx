import { createElement, useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitizer';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** The wrapping element; a div by default. */
  as?: 'div' | 'span' | 'p' | 'section' | 'article' | 'li';
}

/**
 * The ONLY way to render HTML that came from a server or content file: it is sanitised first.
 * Until the sanitiser has been fetched (first use only) the element is empty, never unsanitised.
 */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    loadSanitizer().then(
      (loaded) => current && setSanitize(() => loaded),
      (error: unknown) => console.error('[ui] the HTML sanitiser could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: clean } });
}
