import * as v from 'valibot';

/*
 * External learning (spec 2 §3 External learning item, §4, §5, §7, §9; spec 3 §5, §7) and the file
 * store it keeps attachments in (/dossier, spec 2 §7 Task attachments, shared by the tasks slice).
 */

/* ---------- the file store (/dossier) ---------- */

/** Spec 2 §5 / spec 3 §5: the file types an external learning item's attachment may have (by extension, any case). */
export const ELA_ATTACHMENT_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'mp4', 'm4v', 'zip', 'pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pps', 'ppsx', 'ppt', 'pptx'] as const;

/** The extension of a file name, lower-cased ('' without one). */
export function fileExtension(name: string): string {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Spec 2 §5: an attachment of one of ELA_ATTACHMENT_TYPES, case-insensitive; anything else is unsupported (415). */
export function isElaAttachmentType(name: string): boolean {
  return (ELA_ATTACHMENT_TYPES as readonly string[]).includes(fileExtension(name));
}

/** The largest file the store takes (the spec names none): 413 over it. */
export const DOSSIER_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The kinds of area a file lives in (spec 2 §7): '{id}/.attachments' and '{externalReference}/task-file-attachments'
 * (a task's; the task types), '{id}/external-learning-attachments' (an external learning item's; ELA_ATTACHMENT_TYPES).
 */
export const DOSSIER_AREA_KINDS = ['.attachments', 'task-file-attachments', 'external-learning-attachments'] as const;
export type DossierAreaKind = (typeof DOSSIER_AREA_KINDS)[number];

/** The area of a kind for a key (an item id or external reference): '{key}/{kind}'. */
export function dossierArea(key: string, kind: DossierAreaKind): string {
  return `${key}/${kind}`;
}

/** The area of an external learning item's attachments. */
export const elaAttachmentArea = (itemId: string) => dossierArea(itemId, 'external-learning-attachments');

/** An area (and optionally a file id after it) read back from a path: undefined unless '{key}/{kind}[/{fileId}]'. */
export function parseDossierPath(path: string): { key: string; kind: DossierAreaKind; area: string; fileId?: string } | undefined {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  if (parts.length !== 2 && parts.length !== 3) return undefined;
  const [key, kind, fileId] = parts;
  if (!key || !(DOSSIER_AREA_KINDS as readonly string[]).includes(kind!)) return undefined;
  if (parts.length === 3 && !fileId) return undefined;
  return { key, kind: kind as DossierAreaKind, area: `${key}/${kind}`, ...(fileId ? { fileId } : {}) };
}

/**
 * A stored file. `reference` is its id, `path` '{area}/{id}' (the tail of its address), `datestamp` the
 * upload time in epoch ms, `uploader` the uploader's name as sent with the upload.
 */
export const DossierFileSchema = v.object({
  reference: v.string(),
  name: v.string(),
  size: v.number(),
  contentType: v.string(),
  path: v.string(),
  uploader: v.string(),
  ownerId: v.string(),
  datestamp: v.number(),
});
export type DossierFile = v.InferOutput<typeof DossierFileSchema>;

/** GET /dossier/files/{scope}/content-list/{area}[?owner=]: the owner's files of the area (the caller's by default). */
export const DossierListResponseSchema = v.object({ files: v.array(DossierFileSchema) });
export type DossierListResponse = v.InferOutput<typeof DossierListResponseSchema>;

/** POST /dossier/files/{scope}/content/{area} (multipart: file, uploader): the stored file. */
export const DossierUploadResponseSchema = v.object({ success: v.boolean(), file: DossierFileSchema });
export type DossierUploadResponse = v.InferOutput<typeof DossierUploadResponseSchema>;

const enc = (s: string) => encodeURIComponent(s);
/** An area path with each segment encoded (the '/' between them kept). */
const encPath = (path: string) => path.split('/').map(enc).join('/');
const ownerQuery = (owner?: string) => (owner ? `?owner=${enc(owner)}` : '');

/** The file store's addresses (relative to /_api). */
export const dossierPaths = {
  /** GET: the files of an area; `owner` reads another user's (their approver, read-only). */
  list: (scope: string, area: string, owner?: string) => `/dossier/files/${enc(scope)}/content-list/${encPath(area)}${ownerQuery(owner)}`,
  /** POST multipart (file, uploader): upload into an area. */
  upload: (scope: string, area: string) => `/dossier/files/${enc(scope)}/content/${encPath(area)}`,
  /** GET: the file (a download); DELETE: remove it. `path` is the file's `path`. */
  file: (scope: string, path: string) => `/dossier/files/${enc(scope)}/content/${encPath(path)}`,
} as const;

/** What an upload's answer means for the person (spec 2 §8: 413 too large, 415 unsupported type, other general). */
export function uploadFailureKind(status: number): 'tooLarge' | 'unsupportedType' | 'failed' {
  return status === 413 ? 'tooLarge' : status === 415 ? 'unsupportedType' : 'failed';
}
