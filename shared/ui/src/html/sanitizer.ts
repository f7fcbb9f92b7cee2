/** Sanitises server or content HTML; DOMPurify behind it. */
export type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * DOMPurify (about 11 KB gzip) is fetched the first time HTML is rendered, not with @portal/ui:
 * the sign-in page renders none.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then((module) => {
    loaded = module.sanitizeHtml;
    return loaded;
  });
  return loading;
}

/** The sanitiser when it has already been fetched, so later renders need not wait. */
export const loadedSanitizer = (): Sanitize | undefined => loaded;

/** Server and content HTML with scripts, event handlers and javascript: URLs removed (see sanitize-html). */
export async function sanitizeHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html);
}
