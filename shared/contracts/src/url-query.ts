/** A value a URL's query may carry; undefined, null, '' and false leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The query part of a URL from its parameters, in the order given: `query({ tab: 'Enrolments', page: 2 })`
 * → '?tab=Enrolments&page=2'; '' when every value is left out (an optional parameter not set, or
 * false). Values are URL-encoded. The one helper every area's paths.ts and the API paths use.
 */
export function query(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
