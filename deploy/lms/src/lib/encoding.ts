import { promisify } from 'node:util';
import zlib from 'node:zlib';

/*
 * Bodies the LMS compresses itself, once, and keeps (the catalogue, the start-up settings): a repeat
 * costs no compression. The gateway leaves a body that already has a Content-Encoding alone.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Answers per Accept-Encoding value seen: browsers send a handful of them, and the start-up read asks on
 * every call. Bounded, so a client inventing values cannot grow it.
 */
const picked = new Map<string, Encoding>();
const PICKED_MAX = 256;

/** The best encoding the browser accepts: br, then gzip (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return parseEncoding(header);
  let encoding = picked.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (picked.size >= PICKED_MAX) picked.clear();
    picked.set(header, encoding);
  }
  return encoding;
}

function parseEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** The body in that encoding (brotli at quality 5: fast enough per change, small enough per download). */
export async function encode(json: string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
  if (encoding === 'gzip') return gzip(json, { level: 6 });
  return Buffer.from(json);
}
