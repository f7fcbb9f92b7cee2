import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LmsError } from '../../lib/errors';

/*
 * Optimistic concurrency of the documents (xAPI 1.0.3 part three §3.1): every document has an ETag (the
 * SHA-1 of its bytes, quoted); a write honours If-Match and If-None-Match as RFC 7232 says (412 when the
 * condition fails), and a PUT of a profile document carries one of them (409 when it would overwrite
 * one it has not seen, 400 when the document is new).
 */

/** The SHA-1 of a document's bytes, hexadecimal: its entity tag, unquoted. */
export function etagOf(content: Buffer): string {
  return createHash('sha1').update(content).digest('hex');
}

/** The ETag header's value. */
export const quoted = (etag: string): string => `"${etag}"`;

export interface Preconditions {
  /** '*' or the listed tags (unquoted); undefined when the header is absent. */
  ifMatch?: '*' | string[];
  ifNoneMatch?: '*' | string[];
}

function tags(value: string | string[] | undefined): '*' | string[] | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text.trim() === '*') return '*';
  return text
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => tag !== '');
}

export function preconditionsOf(headers: IncomingHttpHeaders): Preconditions {
  const ifMatch = tags(headers['if-match']);
  const ifNoneMatch = tags(headers['if-none-match']);
  return { ...(ifMatch ? { ifMatch } : {}), ...(ifNoneMatch ? { ifNoneMatch } : {}) };
}

const failed = (message: string) => new LmsError(412, 'PreconditionFailed', message);

/** 412 unless the document as it is (undefined when there is none) meets the request's conditions. */
export function checkPreconditions(conditions: Preconditions, current: { etag: string } | undefined): void {
  const { ifMatch, ifNoneMatch } = conditions;
  if (ifMatch !== undefined) {
    if (!current) throw failed('If-Match: there is no document to match');
    if (ifMatch !== '*' && !ifMatch.includes(current.etag)) throw failed('If-Match: the document has changed (its ETag is another)');
  }
  if (ifNoneMatch !== undefined && current) {
    if (ifNoneMatch === '*') throw failed('If-None-Match: the document exists');
    if (ifNoneMatch.includes(current.etag)) throw failed('If-None-Match: the document has that ETag');
  }
}

/** A PUT of a profile document without either header: 409 over a document it has not seen, 400 for a new one. */
export function checkProfilePut(conditions: Preconditions, current: { etag: string } | undefined): void {
  if (conditions.ifMatch !== undefined || conditions.ifNoneMatch !== undefined) return;
  if (current) throw new LmsError(409, 'Conflict', 'the document exists: send If-Match with its ETag to overwrite it (or POST to merge into it)');
  throw new LmsError(400, 'PreconditionRequired', 'If-Match or If-None-Match: a PUT of a profile document names the version it replaces (If-None-Match: * for a new one)');
}
