import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchItems } from '../api/get-search-items';
import { useSearchStates } from '../api/get-search-states';
import { searchWords, statesById, type IndexAnswer, type RowState } from '../domain/search-index';
import type { FromSearchWorker, SearchWorkerPort } from '../worker/messages';

/** Rows asked of the worker at a time: a few screens. */
export const INDEX_SEARCH_PAGE = 60;

/** User Timing names the bench reads: the index in the worker, and each search's time in the worker. */
export const INDEX_READY_MARK = 'lp:catalogue-search-index-ready';
export const INDEX_SEARCH_MARK = 'lp:catalogue-search-worker';

export interface IndexSearch {
  /** The worker holds the index: its answers replace the LMS's search. */
  ready: boolean;
  /** The answer for the text searched (rows so far), or the last one while it is on its way. */
  answer: IndexAnswer | undefined;
  /** The text's answer has not arrived yet. */
  busy: boolean;
  /** The user's state of each item they have one for. */
  states: ReadonlyMap<string, RowState>;
  /** More rows of the current answer, from the worker. */
  loadMore: () => void;
}

const NO_STATES: ReadonlyMap<string, RowState> = new Map();

function mark(name: string, detail: Record<string, unknown>): void {
  try {
    performance.mark(name, { detail });
  } catch {
    // A browser without mark details: no timing, never a failed search.
  }
}

/**
 * A large catalogue searched in the page: the LMS's search index loaded into a worker (the tenant's
 * items once per catalogue version, the user's states beside them), each change of the text a
 * search there, answered with the total and the first rows. Until the worker holds the index
 * (`ready`), the caller keeps asking the LMS; where no worker starts, it always does.
 */
export function useIndexSearch(text: string, enabled: boolean): IndexSearch {
  const states = useSearchStates(enabled);
  const version = states.data?.Version;
  const items = useSearchItems(enabled ? version : undefined);
  const [worker, setWorker] = useState<SearchWorkerPort | null>(null);
  const [readyVersion, setReadyVersion] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState<IndexAnswer | undefined>(undefined);
  const loading = useRef<string | undefined>(undefined);
  const asked = useRef(0);

  // The worker, once a large catalogue is shown; its module loads with it (and jest replaces it).
  useEffect(() => {
    if (!enabled) return;
    let started: SearchWorkerPort | null = null;
    let cancelled = false;
    void import('../worker/create-search-worker')
      .then(({ createSearchWorker }) => {
        if (cancelled) return;
        started = createSearchWorker();
        setWorker(started);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      started?.terminate();
      setWorker(null);
      setReadyVersion(undefined);
      loading.current = undefined;
    };
  }, [enabled]);

  // Answers: the latest search's replaces the rows, a page more is added to them.
  useEffect(() => {
    if (!worker) return;
    const listener = (event: MessageEvent<FromSearchWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        mark(INDEX_READY_MARK, { version: message.version, items: message.items, ms: message.ms });
        setReadyVersion(message.version);
      } else if (message.type === 'failed') {
        loading.current = undefined;
      } else {
        mark(INDEX_SEARCH_MARK, { ms: message.ms, words: message.answer.words });
        const found = message.answer;
        // Rendered in the task the answer arrives in: left to React's scheduler (a later task), a
        // frame could be painted in between with the key's busy mark and the old rows.
        flushSync(() =>
          setAnswer((current) =>
            found.offset === 0
              ? found
              : current && current.words === found.words && current.rows.length === found.offset
                ? { ...current, rows: [...current.rows, ...found.rows] }
                : current,
          ),
        );
      }
    };
    worker.addEventListener('message', listener);
    return () => worker.removeEventListener('message', listener);
  }, [worker]);

  // A version not yet in the worker: hand it the items (a Blob, not copied).
  useEffect(() => {
    if (!worker || !items.data || !version || loading.current === version) return;
    loading.current = version;
    worker.postMessage({ type: 'load', body: items.data });
  }, [worker, items.data, version]);

  const ready = Boolean(worker && readyVersion);
  const words = useMemo(() => searchWords(text).join(' '), [text]);

  useEffect(() => {
    if (!ready || !worker) return;
    asked.current += 1;
    worker.postMessage({ type: 'search', id: asked.current, text: words, offset: 0, limit: INDEX_SEARCH_PAGE });
  }, [ready, worker, words, readyVersion]);

  // The same function across keys, so the rows (which hold it) are not re-rendered by a key, only by its answer.
  const latest = useRef({ worker, answer, words });
  latest.current = { worker, answer, words };
  const loadMore = useCallback(() => {
    const { worker: port, answer: shown, words: typed } = latest.current;
    if (!port || !shown || shown.words !== typed || shown.rows.length >= shown.total) return;
    asked.current += 1;
    port.postMessage({ type: 'search', id: asked.current, text: typed, offset: shown.rows.length, limit: INDEX_SEARCH_PAGE });
  }, []);

  const byId = useMemo(() => (states.data ? statesById(states.data) : NO_STATES), [states.data]);
  return { ready, answer: ready ? answer : undefined, busy: ready && answer?.words !== words, states: byId, loadMore };
}
