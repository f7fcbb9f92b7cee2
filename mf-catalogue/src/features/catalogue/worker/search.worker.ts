import * as v from 'valibot';
import { CatalogueSearchItemsSchema } from '@portal/contracts/catalogue';
import { SearchIndex } from '../domain/search-index';
import type { FromSearchWorker, ToSearchWorker } from './messages';

/*
 * The search worker: holds a large catalogue's search index off the page's thread (its parse and
 * its texts stay out of the page's heap) and answers each key's search. A thin shell around
 * SearchIndex; it imports nothing the federation shares (a worker has no share scope).
 */

const worker = self as unknown as { onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null; postMessage(message: FromSearchWorker): void };
let index: SearchIndex | undefined;

worker.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') void load(message.body);
  else if (index) {
    const started = performance.now();
    const answer = index.search(message.text, message.offset, message.limit);
    worker.postMessage({ type: 'answer', id: message.id, answer, ms: performance.now() - started });
  }
};

async function load(body: Blob): Promise<void> {
  const started = performance.now();
  try {
    const items = v.parse(CatalogueSearchItemsSchema, JSON.parse(await body.text()));
    index = new SearchIndex(items);
    worker.postMessage({ type: 'ready', version: items.Version, items: items.Ids.length, ms: performance.now() - started });
  } catch (error) {
    worker.postMessage({ type: 'failed', message: String(error) });
  }
}
