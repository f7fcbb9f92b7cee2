import {
  DelEntryRequestSchema,
  ENTRIES_EXPORT_FILE_NAMES,
  ExportEntriesRequestSchema,
  GetEntriesRequestSchema,
  SetEntryRequestSchema,
  ShareRequestSchema,
} from '@portal/contracts/cpd';
import type { FastifyPluginAsync } from 'fastify';
import { deleteOwnEntry, setEntry, shareEntry } from '../../domain/cpd';
import type { ValibotTypeProvider } from '../../lib/valibot-type-provider';
import { sessionUser } from '../../plugins/app/auth';
import { filesWithData, listEntries } from '../../repositories/cpd';
import { journalOf } from './access';
import { entriesPdf, entriesZip } from './export';
import { SHARE_RATE_LIMIT } from './limits';

/** The journal's entries: read by the owner or a reviewer, changed, exported and shared by the owner (spec 3 §5, §7, §8). */
export const entryRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;

  fastify.post('/GetEntriesByOwner', { schema: { body: GetEntriesRequestSchema } }, async (request) => {
    const input = request.body;
    const { owner } = await journalOf(request, input.uid);
    return { entries: await listEntries(db, owner.id, input.start, input.end) };
  });

  fastify.post('/SetEntry', { schema: { body: SetEntryRequestSchema } }, async (request) => setEntry(db, await sessionUser(request), request.body));

  fastify.post('/DelEntry', { schema: { body: DelEntryRequestSchema } }, async (request) => {
    await deleteOwnEntry(db, await sessionUser(request), request.body.id);
    return { success: true };
  });

  fastify.post('/ExportEntries', { schema: { body: ExportEntriesRequestSchema } }, async (request, reply) => {
    const input = request.body;
    const { owner } = await journalOf(request, input.uid);
    const entries = await listEntries(db, owner.id, input.start, input.end);
    const pdf = await entriesPdf({ ownerName: owner.display_name, start: input.start, end: input.end, entries });
    const name = ENTRIES_EXPORT_FILE_NAMES[input.format];
    let body: Buffer;
    if (input.format === 'pdf') body = Buffer.from(pdf);
    else {
      const titles = new Map(entries.map((entry) => [entry.reference, entry.title]));
      const files = await filesWithData(
        db,
        entries.map((entry) => entry.reference),
      );
      body = await entriesZip(
        pdf,
        files.map((file) => ({ entryTitle: titles.get(file.entry_id) ?? file.entry_id, name: file.name, data: file.data })),
      );
    }
    return reply
      .header('content-type', input.format === 'pdf' ? 'application/pdf' : 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  fastify.post('/ShareEntry', { config: SHARE_RATE_LIMIT, schema: { body: ShareRequestSchema } }, async (request) => {
    await shareEntry(db, await sessionUser(request), request.body);
    return { success: true };
  });
};
