import { fileExtension } from '@portal/contracts/external-learning';

/*
 * What a file's first bytes say it is, so an upload is judged by its content and not by the name it
 * came with (HTML named report.pdf is refused). Covers every type the spec lets users upload: task and
 * external-learning attachments, CPD evidence and avatars. Hand-written rather than file-type: its
 * current versions need Node 22 and are ESM-only, and the table below is all the portal needs.
 */

type Check = (data: Uint8Array) => boolean;

const startsWith =
  (...bytes: number[]): Check =>
  (data) =>
    bytes.every((byte, i) => data[i] === byte);
const ascii = (text: string, offset = 0): Check => {
  const bytes = Array.from(text, (c) => c.charCodeAt(0));
  return (data) => bytes.every((byte, i) => data[offset + i] === byte);
};
const anyOf =
  (...checks: Check[]): Check =>
  (data) =>
    checks.some((check) => check(data));

const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = startsWith(0xff, 0xd8, 0xff);
const gif = anyOf(ascii('GIF87a'), ascii('GIF89a'));
const pdf = ascii('%PDF-');
/** A ZIP archive (also docx, xlsx, pptx, ppsx): a local file header, or the end record of an empty one. */
const zip = anyOf(startsWith(0x50, 0x4b, 0x03, 0x04), startsWith(0x50, 0x4b, 0x05, 0x06));
/** An OLE compound file: doc, xls, ppt, pps. */
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** An ISO media file (mp4, m4v, m4a): a 'ftyp' box first. */
const isoMedia = ascii('ftyp', 4);
/** MP3: an ID3 tag, or an MPEG audio frame's sync bits. */
const mp3: Check = (data) => ascii('ID3')(data) || (data[0] === 0xff && (data[1]! & 0xe0) === 0xe0);
const rar = ascii('Rar!\x1a\x07');
const rtf = ascii('{\\rtf');
/** Plain text (txt, csv): no NUL and no control character but tab, line breaks and form feed in the first 8 KB. */
const text: Check = (data) => data.subarray(0, 8192).every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d);

const BY_EXTENSION: Readonly<Record<string, Check>> = {
  gif,
  jpg: jpeg,
  jpeg,
  png,
  pdf,
  zip,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  ppsx: zip,
  doc: ole,
  xls: ole,
  ppt: ole,
  pps: ole,
  mp4: isoMedia,
  m4v: isoMedia,
  m4a: isoMedia,
  mp3,
  rar,
  rtf,
  txt: text,
  csv: text,
};

/** True when the bytes are what the file name's extension says; false for an extension without a known signature. */
export function contentMatchesName(name: string, data: Uint8Array): boolean {
  const check = BY_EXTENSION[fileExtension(name)];
  return data.byteLength > 0 && check !== undefined && check(data);
}

/** The picture types of spec 1 §5 (gif, jpg/jpeg, png) by their first bytes. */
export function imageTypeOf(data: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | undefined {
  if (png(data)) return 'image/png';
  if (jpeg(data)) return 'image/jpeg';
  if (gif(data)) return 'image/gif';
  return undefined;
}
