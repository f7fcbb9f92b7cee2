import { isEvidenceFileType } from '@portal/contracts/cpd';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { contentTypeOf } from '../../lib/content-types';
import { hmacHex, sameSignature } from '../../lib/signing';
import { LmsError, parseInput } from '../../lib/errors';
import { saveFile } from '../../repositories/cpd';
import { acceptedUpload, evidenceFile, removeEvidenceFile } from '../../domain/files';
import { takeWriteAllowance } from '../../domain/write-limits';

/** Evidence a single upload may carry (spec 3 names no limit; a scanned certificate or a short document fits). */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The token of GetToken (spec 3 §7) that file and chart addresses carry: an HMAC of the journal's
 * owner under the caller's session, so an address works only in the session that asked for it.
 */
export function almanacToken(request: FastifyRequest, ownerId: string): string {
  const session = request.session;
  if (!session) throw new LmsError(401, 'NotAuthenticated');
  return hmacHex(session.tokenHash, `almanac:${ownerId}`);
}

export function checkAlmanacToken(request: FastifyRequest, ownerId: string, token: string): void {
  if (!/^[0-9a-f]{64}$/.test(token) || !sameSignature(Buffer.from(almanacToken(request, ownerId), 'hex'), Buffer.from(token, 'hex'))) {
    throw new LmsError(403, 'InvalidToken');
  }
}

const FileParams = v.object({ token: v.string(), id: v.pipe(v.string(), v.nonEmpty()) });
const DownloadParams = v.object({ token: v.string(), id: v.pipe(v.string(), v.nonEmpty()), fileId: v.pipe(v.string(), v.nonEmpty()) });

export interface FileRoutesOptions {
  /** May the owner change this entry now (owner, period not locked)? Throws the refusal otherwise. */
  assertEntryWritable(request: FastifyRequest, entryId: string): Promise<{ ownerId: string }>;
  /** May the caller read this entry (owner or CPDReviewer)? Throws the refusal otherwise. */
  assertEntryReadable(request: FastifyRequest, entryId: string): Promise<{ ownerId: string }>;
}

/**
 * Evidence files (spec 3 §5, §7, §8): POST /almanac/File/{token}/{id} uploads one file (FormData
 * `file`, and `field`, the schema's file field) to entry {id}: 415 for a type not in the spec's list,
 * 413 over EVIDENCE_MAX_BYTES. GET /almanac/File/{token}/{id}/{fileId} downloads one (spec 3's /dossier/files link is
 * left to the LMS; this reference keeps files beside the journal); DelFile removes one.
 */
export const almanacFileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (fastify, opts) => {
  const { db } = fastify;

  fastify.post('/File/:token/:id', async (request) => {
    const params = parseInput(FileParams, request.params);
    const { ownerId } = await opts.assertEntryWritable(request, params.id);
    checkAlmanacToken(request, ownerId, params.token);
    const upload = request.isMultipart() ? await request.file({ limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1 } }) : undefined;
    const { file, name, data } = await acceptedUpload(upload, isEvidenceFileType, () => takeWriteAllowance(db, request.session!.userId, 'upload'));
    const fieldValue = file.fields.field;
    const field = fieldValue && !Array.isArray(fieldValue) && 'value' in fieldValue && typeof fieldValue.value === 'string' ? fieldValue.value : 'evidence';
    const id = await saveFile(db, { entryId: params.id, field, name, contentType: contentTypeOf(name), data });
    return { success: true, file: { id, name, size: data.byteLength, field } };
  });

  fastify.get('/File/:token/:id/:fileId', async (request, reply) => {
    const params = parseInput(DownloadParams, request.params);
    const { ownerId } = await opts.assertEntryReadable(request, params.id);
    checkAlmanacToken(request, ownerId, params.token);
    const file = await evidenceFile(db, params.id, params.fileId);
    // Always a download, never rendered in the portal's origin (an uploaded .txt or .png is the user's content).
    return reply
      .header('content-type', contentTypeOf(file.name))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });

  fastify.post('/DelFile', async (request) => {
    const input = parseInput(v.object({ entryId: v.pipe(v.string(), v.nonEmpty()), id: v.pipe(v.string(), v.nonEmpty()) }), request.body);
    await opts.assertEntryWritable(request, input.entryId);
    await removeEvidenceFile(db, input.entryId, input.id);
    return { success: true };
  });
};
