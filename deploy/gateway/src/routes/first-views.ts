import * as v from 'valibot';
import { contentMessagePaths, DEFAULT_LOCALE, FIRST_VIEWS_ELEMENT_ID } from '@portal/contracts';

/*
 * A signed-in visitor's first views: each area's landing screen as its build declared it
 * (@portal/build first-views.js writes first-views.json beside the remote's entry), with its texts in
 * the visitor's language and their name filled in. The server never sees the URL's hash, so the page
 * carries every view in an inert <template>, and a script right after it shows the one the hash names
 * while the page is parsed (../first-view-script.ts); the shell holds it until the area renders the
 * same markup in its place.
 */

/** first-views.json, as @portal/build writes it. */
export const FirstViewsFileSchema = v.object({
  views: v.record(v.string(), v.string()),
  texts: v.record(v.string(), v.record(v.string(), v.string())),
});
export type FirstViewsFile = v.InferOutput<typeof FirstViewsFileSchema>;

const TEXT_PLACEHOLDER = /\{\{t:([^}]+)\}\}/g;
const VALUE_PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface FirstViewContext {
  locale: string;
  values: Readonly<Record<string, string>>;
  /** A content translation file the page already carries (/content/…/l10n/<locale>.json), if any. */
  content: (path: string) => unknown;
}

/**
 * The portal's precedence (@portal/i18n): the tenant's theme content, its data content, then the
 * area's own text; first in the visitor's locale, then in en-GB.
 */
function textOf(key: string, file: FirstViewsFile, { locale, content }: FirstViewContext): string {
  for (const candidate of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    const [data, theme] = contentMessagePaths(candidate).map(content);
    for (const bundle of [theme, data]) {
      const text = bundle && typeof bundle === 'object' ? (bundle as Record<string, unknown>)[key] : undefined;
      if (typeof text === 'string') return text;
    }
    const own = file.texts[key]?.[candidate];
    if (own !== undefined) return own;
  }
  return '';
}

/** `<template id="lp-first-views">` with one `<div data-path="<route path>">` per view, or '' when there is none. */
export function renderFirstViews(files: readonly FirstViewsFile[], context: FirstViewContext): string {
  const views = files.flatMap((file) =>
    Object.entries(file.views).map(([path, html]) => {
      const body = html.replace(TEXT_PLACEHOLDER, (_, key: string) =>
        escapeHtml(textOf(key, file, context).replace(VALUE_PLACEHOLDER, (__, name: string) => context.values[name] ?? '')),
      );
      return `<div data-path="${escapeHtml(path)}">${body}</div>`;
    }),
  );
  return views.length ? `<template id="${FIRST_VIEWS_ELEMENT_ID}">${views.join('')}</template>` : '';
}
