import type { SearchWorkerPort } from './messages';

/**
 * The search worker, from the remote's own public path (webpack gives the worker's chunk the
 * remote's publicPath, so it loads from /remotes/catalogue/<version>/ inside the shell). Null where
 * a worker cannot start (a remote served from another origin than the page: workers are
 * same-origin), and the page keeps asking the LMS. Alone in its module: tests replace it.
 */
export function createSearchWorker(): SearchWorkerPort | null {
  try {
    return new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'catalogue-search' }) as SearchWorkerPort;
  } catch {
    return null;
  }
}
