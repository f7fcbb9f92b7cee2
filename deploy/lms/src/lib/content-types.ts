import { fileExtension } from '@portal/contracts/external-learning';

/** Content types sent with a stored file (task, external-learning and CPD evidence files), by extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  zip: 'application/zip',
};

/** The content type of a file by its name's extension; anything else downloads as bytes. */
export function contentTypeOf(name: string): string {
  const extension = fileExtension(name);
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension]! : 'application/octet-stream';
}
