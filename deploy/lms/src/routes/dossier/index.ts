import { DOSSIER_MAX_BYTES, parseDossierPath } from '@portal/contracts/external-learning';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { acceptedUpload, AREA_ACCEPTS, assertAreaReadable, assertAreaWritable, assertWithinQuota, readableStoredFile, removableStoredFile } from '../../domain/files';
import { takeWriteAllowance } from '../../domain/write-limits';
import { contentTypeOf } from '../../lib/content-types';
import { LmsError, parseInput } from '../../lib/errors';
import { sessionUser } from '../../plugins/app/auth';
import { deleteStoredFile, listStoredFiles, saveStoredFile } from '../../repositories/files';

const Params = v.object({ scope: v.string(), '*': v.pipe(v.string(), v.nonEmpty('required')) });
const ListQuery = v.object({ owner: v.optional(v.pipe(v.string(), v.nonEmpty('required'))) });

/** The area (and file) a path names, or 404. */
function areaOf(request: FastifyRequest, withFile: boolean) {
  const params = parseInput(Params, request.params);
  const parsed = parseDossierPath(params['*']);
  if (!parsed || Boolean(parsed.fileId) !== withFile) throw new LmsError(404, 'NotFound');
  return parsed;
}

/**
 * The file store (spec 2 §7): GET /dossier/files/{scope}/content-list/{area}[?owner=] lists the owner's files of
 * an area (the caller's own by default); POST multipart (file, uploader) /dossier/files/{scope}/content/{area}
 * stores one (415 for a type the area does not take or bytes that are not that type, 413 over DOSSIER_MAX_BYTES or
 * over the user's DOSSIER_QUOTA_BYTES, 429 beyond the user's upload limit; the uploader is the session's user); GET and DELETE
 * /dossier/files/{scope}/content/{area}/{fileId} download and remove one. Only the owner writes, and only while
 * the area's slice allows it; others read only where the slice allows it (an open request's approver). Another
 * user's or tenant's file answers 404.
 */
const dossierRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.resolveTenant);
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.get('/files/:scope/content-list/*', async (request) => {
    const area = areaOf(request, false);
    const query = parseInput(ListQuery, request.query);
    const user = await sessionUser(request);
    const scope = request.tenant!;
    const ownerId = query.owner ?? user.id;
    await assertAreaReadable(db, { scope, key: area.key, kind: area.kind, ownerId, userId: user.id });
    return { files: await listStoredFiles(db, scope, area.area, ownerId) };
  });

  fastify.post('/files/:scope/content/*', async (request) => {
    const area = areaOf(request, false);
    const user = await sessionUser(request);
    const scope = request.tenant!;
    await assertAreaWritable(db, { scope, key: area.key, kind: area.kind, ownerId: user.id, userId: user.id });
    await takeWriteAllowance(db, user.id, 'upload');
    const file = request.isMultipart() ? await request.file({ limits: { fileSize: DOSSIER_MAX_BYTES, files: 1, fields: 5 } }) : undefined;
    const { name, data } = await acceptedUpload(file, AREA_ACCEPTS[area.kind]);
    await assertWithinQuota(db, scope, user.id, data.byteLength);
    // Who uploaded is the session's user; an `uploader` field sent with the file is not believed.
    const uploader = user.display_name.slice(0, 200);
    const stored = await saveStoredFile(db, {
      scope,
      area: area.area,
      ownerId: user.id,
      name,
      contentType: contentTypeOf(name),
      uploader,
      data,
    });
    return { success: true, file: stored };
  });

  fastify.get('/files/:scope/content/*', async (request, reply) => {
    const area = areaOf(request, true);
    const user = await sessionUser(request);
    const scope = request.tenant!;
    const file = await readableStoredFile(db, { scope, ...area }, user.id, area.fileId!);
    // Always a download, never rendered in the portal's origin (an uploaded file is the user's content).
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });

  fastify.delete('/files/:scope/content/*', async (request) => {
    const area = areaOf(request, true);
    const user = await sessionUser(request);
    const scope = request.tenant!;
    const file = await removableStoredFile(db, { scope, ...area }, user.id, area.fileId!);
    await deleteStoredFile(db, scope, area.area, file.reference);
    return { success: true };
  });
};

export default dossierRoutes;
