import { DEFAULT_BASE_URL } from '@portal/api-client';
import type { CatalogueItem } from '@portal/contracts/catalogue';

/**
 * Where an item's content is: its LaunchPath; a path relative to the API host gets the API's base
 * ('/content/x' → '/_api/content/x'), one already under it ('/_api/content/x') and absolute URLs stay
 * as they are. Undefined without a LaunchPath.
 */
export function contentAddress(item: Pick<CatalogueItem, 'LaunchPath'>, apiBase: string = DEFAULT_BASE_URL): string | undefined {
  const path = item.LaunchPath?.trim();
  if (!path) return undefined;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith('//')) return path;
  if (path === apiBase || path.startsWith(`${apiBase}/`)) return path;
  return `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
