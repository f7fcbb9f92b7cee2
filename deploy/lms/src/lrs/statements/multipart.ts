import { createHash } from 'node:crypto';
import { LmsError } from '../../lib/errors';

/*
 * Statements with their attachments' bytes (xAPI 1.0.3 part three §1.5.2, RFC 2046 multipart/mixed):
 * the statements as the first part (application/json), then one part per attachment, each named by
 * its SHA-256 in X-Experience-API-Hash and sent with Content-Transfer-Encoding: binary.
 */

export interface AttachmentPart {
  sha2: string;
  contentType: string;
  content: Buffer;
}

const bad = (message: string) => new LmsError(400, 'InvalidMultipart', message);

/** The boundary of a multipart/mixed Content-Type, or a 400. */
export function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw bad('Content-Type: multipart/mixed needs a boundary');
  return boundary;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw bad(`part header '${line}' is not 'name: value'`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The parts of a body: each with its headers and bytes. */
function partsOf(body: Buffer, boundary: string): Array<{ headers: Record<string, string>; content: Buffer }> {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ headers: Record<string, string>; content: Buffer }> = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw bad('body: no part starts with the boundary');
  for (;;) {
    const afterDelimiter = at + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') return parts;
    const lineEnd = body.indexOf('\n', afterDelimiter);
    if (lineEnd < 0) throw bad('body: a part ends without the closing boundary');
    const next = body.indexOf(delimiter, lineEnd);
    if (next < 0) throw bad('body: the closing boundary is missing');
    // The line break before a delimiter belongs to the delimiter.
    let end = next;
    if (body[end - 1] === 0x0a) end -= 1;
    if (body[end - 1] === 0x0d) end -= 1;
    const part = body.subarray(lineEnd + 1, Math.max(end, lineEnd + 1));
    const crlf = part.indexOf('\r\n\r\n');
    const lf = part.indexOf('\n\n');
    const split = crlf >= 0 && (lf < 0 || crlf <= lf) ? { at: crlf, length: 4 } : lf >= 0 ? { at: lf, length: 2 } : undefined;
    if (!split) throw bad('a part has no headers');
    parts.push({ headers: headersOf(part.subarray(0, split.at).toString('utf8')), content: part.subarray(split.at + split.length) });
    at = next;
  }
}

/** The statements (parsed JSON of the first part) and the attachment parts of a multipart/mixed body. */
export function parseStatementsMultipart(body: Buffer, contentType: string): { statements: unknown; parts: AttachmentPart[] } {
  const parts = partsOf(body, boundaryOf(contentType));
  const [first, ...rest] = parts;
  if (!first) throw bad('body: no parts');
  if (!first.headers['content-type']?.toLowerCase().startsWith('application/json')) throw bad('the first part: Content-Type application/json (the statements)');
  let statements: unknown;
  try {
    statements = JSON.parse(first.content.toString('utf8'));
  } catch {
    throw bad('the first part: not valid JSON');
  }
  const attachments = rest.map((part, index) => {
    const sha2 = part.headers['x-experience-api-hash'];
    if (!sha2) throw bad(`part ${index + 2}: X-Experience-API-Hash is required`);
    if (part.headers['content-transfer-encoding']?.toLowerCase() !== 'binary') throw bad(`part ${index + 2}: Content-Transfer-Encoding must be binary`);
    if (createHash('sha256').update(part.content).digest('hex') !== sha2.toLowerCase())
      throw bad(`part ${index + 2}: its bytes do not have the SHA-256 X-Experience-API-Hash names`);
    return { sha2: sha2.toLowerCase(), contentType: part.headers['content-type'] ?? 'application/octet-stream', content: part.content };
  });
  return { statements, parts: attachments };
}

/** A multipart/mixed answer: the JSON first, then each attachment. */
export function multipartAnswer(json: unknown, attachments: readonly AttachmentPart[]): { contentType: string; body: Buffer } {
  const boundary = `xapi-${createHash('sha1').update(String(Math.random())).digest('hex')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`)];
  for (const attachment of attachments) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Type: ${attachment.contentType}\r\nContent-Transfer-Encoding: binary\r\nX-Experience-API-Hash: ${attachment.sha2}\r\n\r\n`),
      attachment.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/mixed; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
