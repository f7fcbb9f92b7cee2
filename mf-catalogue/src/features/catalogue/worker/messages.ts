import type { IndexAnswer } from '../domain/search-index';

/* What the page and the search worker say to each other (structured clones, no functions). */

export type ToSearchWorker =
  /** The search index's items as the LMS sent them (a Blob: handed over, not copied). */
  { type: 'load'; body: Blob } | { type: 'search'; id: number; text: string; offset: number; limit: number };

export type FromSearchWorker =
  | { type: 'ready'; version: string; items: number; ms: number }
  | { type: 'failed'; message: string }
  /** `ms`: the worker's own time for the search. */
  | { type: 'answer'; id: number; answer: IndexAnswer; ms: number };

/** The worker as the page uses it: a Worker, or a twin in tests. */
export interface SearchWorkerPort {
  postMessage(message: ToSearchWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromSearchWorker>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<FromSearchWorker>) => void): void;
  terminate(): void;
}
