import { AICC_TRACKING_MODE, cataloguePaths, type CatalogueItem } from '@portal/contracts/catalogue';
import { DEFAULT_BASE_URL } from '@portal/api-client';
import { contentAddress } from '../../../lib/learning/content-address';

/** Adds a query string to a URL that may already have one; a query string it already carries is not added twice. */
export function withQuery(url: string, querystring: string | null | undefined): string {
  const query = querystring?.replace(/^[?&]+/, '');
  if (!query) return url;
  const [base = '', hash] = url.split('#', 2);
  const own = base.includes('?') ? base.slice(base.indexOf('?') + 1) : undefined;
  if (own !== undefined && `&${own}&`.includes(`&${query}&`)) return url;
  const joined = `${base}${own === undefined ? '?' : own === '' || own.endsWith('&') ? '' : '&'}${query}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

export interface OpenedLaunch {
  querystring?: string | null;
  trackingMode?: string | null;
  attemptId?: string | null;
}

/**
 * Where launched content opens (spec 2 §4 step 8): the item's LaunchPath (relative paths are under
 * the API host) with the launch check's query string (a link opens with its query string) and, for
 * tracked content, the attempt as attemptId; under
 * the AICC40 tracking mode, the LMS's AICC launch endpoint for the item and attempt, which hands the
 * content its AICC session. Undefined when the item has nothing to open.
 */
export function contentUrl(item: Pick<CatalogueItem, 'Id' | 'LaunchPath'>, launch: OpenedLaunch, apiBase: string = DEFAULT_BASE_URL): string | undefined {
  if (launch.trackingMode === AICC_TRACKING_MODE) {
    const query = new URLSearchParams({ id: item.Id, ...(launch.attemptId ? { attemptId: launch.attemptId } : {}) });
    return `${apiBase}${cataloguePaths.aiccLaunch()}?${query.toString()}`;
  }
  const address = contentAddress(item, apiBase);
  if (address === undefined) return undefined;
  const opened = withQuery(address, launch.querystring);
  // Tracked content reports its results under the launched attempt (the statement's registration);
  // the record store accepts results for that attempt only.
  return launch.trackingMode && launch.attemptId ? withQuery(opened, new URLSearchParams({ attemptId: launch.attemptId }).toString()) : opened;
}
