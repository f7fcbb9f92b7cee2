import { compactVerify, importX509 } from 'jose';
import { LmsError } from '../../lib/errors';
import type { Statement } from './columns';
import type { AttachmentPart } from './multipart';
import { declaredAttachments, sameStatement, SIGNATURE_USAGE, withContextActivityArrays } from './validate';

/*
 * Signed statements (xAPI 1.0.3 part two §2.6): the signature attachment is a JWS (RFC 7515, compact)
 * with RS256, RS384 or RS512 whose payload is the statement as it was before it was signed. When the
 * JWS header carries its certificate (x5c), the signature is verified with it.
 */

const ALGORITHMS = new Set(['RS256', 'RS384', 'RS512']);

const bad = (message: string) => new LmsError(400, 'InvalidSignature', message);

function decodeJson(segment: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal
  }
  throw bad(`signature: the JWS ${what} is not a JSON object`);
}

async function checkSignature(statement: Statement, jws: string): Promise<void> {
  const segments = jws.trim().split('.');
  if (segments.length !== 3) throw bad('signature: not a compact JWS');
  const header = decodeJson(segments[0]!, 'header');
  if (typeof header.alg !== 'string' || !ALGORITHMS.has(header.alg)) throw bad('signature: the algorithm must be RS256, RS384 or RS512');
  const payload = withContextActivityArrays(decodeJson(segments[1]!, 'payload'));
  const withoutAttachments = (s: Statement) => ({ ...s, attachments: undefined, ...(payload.id === undefined ? { id: undefined } : {}) });
  if (!sameStatement(withoutAttachments(payload), withoutAttachments(statement))) throw bad('signature: the JWS payload is not the statement');
  const chain = header.x5c;
  if (Array.isArray(chain) && typeof chain[0] === 'string') {
    try {
      const key = await importX509(`-----BEGIN CERTIFICATE-----\n${chain[0]}\n-----END CERTIFICATE-----`, header.alg);
      await compactVerify(jws.trim(), key);
    } catch {
      throw bad('signature: does not verify with the certificate it names');
    }
  }
}

/** Checks every signature attachment of the statements against the part holding its JWS. */
export async function checkSignatures(statements: readonly Statement[], parts: readonly AttachmentPart[]): Promise<void> {
  for (const statement of statements) {
    for (const attachment of declaredAttachments(statement)) {
      if (attachment.usageType !== SIGNATURE_USAGE) continue;
      const part = parts.find((p) => p.sha2 === String(attachment.sha2).toLowerCase());
      if (!part) throw bad('signature: the signature attachment has no part');
      await checkSignature(statement, part.content.toString('utf8'));
    }
  }
}
