/**
 * What the benchmark's measurements share: the budget line, the JavaScript responses recorded
 * through CDP with their transferred (gzip) sizes, and small statistics.
 */
import { gzipSync } from 'node:zlib';
import type { CDPSession } from '@playwright/test';

export interface JsFile {
  url: string;
  /** Bytes of the body as sent (after content-encoding). */
  transferred: number;
  encoding: string;
  /** Gzip size the budget counts: the transferred size when the server used gzip, else computed. */
  gzip: number;
  body: string;
}

export interface Budget {
  name: string;
  actual: string;
  pass: boolean;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function isJavaScript(url: string, mimeType: string): boolean {
  return /javascript|ecmascript/.test(mimeType) || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/** Records JS responses through CDP: sizes from loadingFinished, headers from the extra info. */
export async function recordJavaScript(cdp: CDPSession): Promise<() => Promise<JsFile[]>> {
  const responses = new Map<string, { url: string; encoding: string; headersLength: number }>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (!isJavaScript(event.response.url, event.response.mimeType)) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
    const previous = responses.get(event.requestId);
    responses.set(event.requestId, {
      url: event.response.url,
      encoding: headers['content-encoding'] ?? 'identity',
      headersLength: previous?.headersLength ?? 0,
    });
  });
  // encodedDataLength of loadingFinished counts the response headers too; take them off.
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const known = responses.get(event.requestId);
    const headersLength = event.headersText?.length ?? 0;
    if (known) known.headersLength = headersLength;
    else responses.set(event.requestId, { url: '', encoding: 'identity', headersLength });
  });
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.encodedDataLength));

  return async () => {
    const files: JsFile[] = [];
    for (const [requestId, response] of responses) {
      const encoded = finished.get(requestId);
      if (!response.url || encoded === undefined) continue;
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      const transferred = Math.max(0, encoded - response.headersLength);
      const gzip = response.encoding === 'gzip' ? transferred : gzipSync(text).length;
      files.push({ url: response.url, transferred, encoding: response.encoding, gzip, body: text });
    }
    return files;
  };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Nearest-rank percentile (p in 0–100). */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

/** One part's budget lines; a part that throws is one failed line naming what could not be measured. */
export async function measurePart(what: string, measure: (budgets: Budget[]) => Promise<void>): Promise<Budget[]> {
  const budgets: Budget[] = [];
  try {
    await measure(budgets);
  } catch (error) {
    budgets.push({ name: `${what} measured`, actual: error instanceof Error ? error.message : String(error), pass: false });
  }
  return budgets;
}
