import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LmsError } from '../../lib/errors';
import { ifiOf } from '../core/agents';
import { grants, type LrsPrincipal } from '../principal';
import { applyProgress } from '../progress';
import type { Statement } from './columns';
import { acceptedLanguages, formatStatement } from './format';
import { type AttachmentPart, multipartAnswer, parseStatementsMultipart } from './multipart';
import { encodeCursor, readStatementsRequest } from './query';
import { checkSignatures } from './signature';
import { attachmentsBySha2, findStatement, queryStatements, saveStatements, type Visibility } from './store';
import { checkActor, declaredAttachments, prepareStatement, statementsOf } from './validate';

/*
 * The statements resource (xAPI 1.0.3 part three §2.1): POST (one or a batch, with attachments as
 * multipart/mixed), PUT under a statementId, GET one or a page. Statements are stored as xAPI requires;
 * which of them move progress is the LMS's decision (lrs/progress.ts), taken once they are stored.
 */

type Query = Record<string, string | string[] | undefined>;

function requireGrant(principal: LrsPrincipal, need: 'statements/write' | 'statements/read'): void {
  if (!grants(principal, need)) throw new LmsError(403, 'Forbidden', `the credentials do not grant ${need}`);
}

/** statements/read (or all) reads the tenant's statements; statements/read/mine those its credentials wrote, and a user token its user's. */
function visibilityOf(principal: LrsPrincipal): Visibility {
  if (principal.scopes.some((scope) => scope === 'all' || scope === 'all/read' || scope === 'statements/read')) return { all: true };
  return { all: false, authority: ifiOf(principal.authority) ?? '', actor: principal.user ? ifiOf(principal.user.agent) : undefined };
}

/** The statements a POST or PUT carries, with the attachment parts of a multipart body. */
function bodyOf(request: FastifyRequest): { body: unknown; parts: AttachmentPart[] } {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) return { body: request.body, parts: [] };
  if (type.startsWith('multipart/mixed')) {
    if (!Buffer.isBuffer(request.body)) throw new LmsError(400, 'InvalidMultipart', 'body: empty');
    const { statements, parts } = parseStatementsMultipart(request.body, request.headers['content-type']!);
    return { body: statements, parts };
  }
  throw new LmsError(400, 'UnsupportedContentType', 'Content-Type: application/json or multipart/mixed');
}

/** Every attachment without a fileUrl has its part, and every part is an attachment of a statement. */
function checkAttachmentParts(statements: readonly Statement[], parts: readonly AttachmentPart[]): void {
  const declared = new Set<string>();
  for (const statement of statements) {
    for (const attachment of declaredAttachments(statement)) {
      const sha2 = String(attachment.sha2).toLowerCase();
      declared.add(sha2);
      if (attachment.fileUrl === undefined && !parts.some((part) => part.sha2 === sha2)) {
        throw new LmsError(400, 'AttachmentMissing', `attachments: no part holds the attachment with sha2 ${sha2} (and it has no fileUrl)`);
      }
    }
  }
  const excess = parts.find((part) => !declared.has(part.sha2));
  if (excess) throw new LmsError(400, 'AttachmentNotDeclared', `a part (X-Experience-API-Hash ${excess.sha2}) is no attachment of the statements`);
}

const statementRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  // Everything stored is visible to the next query at once: the header says so on every answer of a GET.
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') reply.header('X-Experience-API-Consistent-Through', new Date().toISOString());
  });

  /** Checks, stores and answers the new statements' ids; progress follows for those newly stored. */
  async function store(request: FastifyRequest, statements: Statement[], parts: AttachmentPart[]): Promise<string[]> {
    const principal = request.lrs;
    checkActor(principal, statements);
    checkAttachmentParts(statements, parts);
    await checkSignatures(statements, parts);
    const stored = new Date();
    const batch = statements.map((sent) => {
      const prepared = prepareStatement(sent, principal, stored, randomUUID);
      return { sent, prepared, userId: principal.user?.id };
    });
    const fresh = await saveStatements(db, principal.tenant, batch, parts, stored, { define: grants(principal, 'define') });
    if (fresh.statements.length > 0) {
      // Stored is stored: a progress rule that fails is logged, and the client is not told to send again.
      try {
        await applyProgress(db, principal, fresh.statements, { namedUsers: fresh.namedUsers });
      } catch (error) {
        request.log.error({ err: error }, 'record store: progress rules failed after statements were stored');
      }
    }
    return batch.map(({ prepared }) => prepared.id as string);
  }

  fastify.post<{ Querystring: Query }>('/statements', async (request) => {
    requireGrant(request.lrs, 'statements/write');
    const unknown = Object.keys(request.query);
    if (unknown.length > 0) throw new LmsError(400, 'InvalidParameter', `${unknown[0]}: POST /statements takes no parameters`);
    const { body, parts } = bodyOf(request);
    return store(request, statementsOf(body), parts);
  });

  fastify.put<{ Querystring: Query }>('/statements', async (request, reply) => {
    requireGrant(request.lrs, 'statements/write');
    const names = Object.keys(request.query);
    const extra = names.find((name) => name !== 'statementId');
    if (extra) throw new LmsError(400, 'InvalidParameter', `${extra}: PUT /statements takes statementId only`);
    const { statementId } = request.query;
    if (typeof statementId !== 'string') throw new LmsError(400, 'InvalidParameter', 'statementId: required');
    const { body, parts } = bodyOf(request);
    if (Array.isArray(body)) throw new LmsError(400, 'ValidationFailed', 'body: one statement');
    const [statement] = statementsOf(body);
    if (statement!.id !== undefined && String(statement!.id).toLowerCase() !== statementId.toLowerCase()) {
      throw new LmsError(400, 'ValidationFailed', 'id: not the statementId of the request');
    }
    // Checked again with the id, so a statementId that is no UUID is refused as an id would be.
    const [withId] = statementsOf({ ...statement!, id: statement!.id ?? statementId });
    await store(request, [withId!], parts);
    return reply.code(204).send();
  });

  fastify.get<{ Querystring: Query }>('/statements', async (request, reply) => {
    requireGrant(request.lrs, 'statements/read');
    const principal = request.lrs;
    const visibility = visibilityOf(principal);
    const asked = readStatementsRequest(request.query);
    const languages = acceptedLanguages(request.headers['accept-language']);
    let answer: unknown;
    let rows;
    if (asked.kind === 'one') {
      const row = await findStatement(db, principal.tenant, asked.id, asked.voided, visibility);
      if (!row) throw new LmsError(404, 'NotFound', `${asked.voided ? 'voidedStatementId' : 'statementId'}: no such statement`);
      rows = [row];
      answer = formatStatement(row.statement, asked.format, languages);
      reply.header('Last-Modified', row.stored.toUTCString());
    } else {
      const found = await queryStatements(db, principal.tenant, asked.query, visibility);
      rows = found.slice(0, asked.query.limit);
      const last = rows.at(-1);
      const path = request.url.split('?')[0]!;
      const more = found.length > asked.query.limit && last ? `${path}?${new URLSearchParams({ ...asked.params, more: encodeCursor(last.stored, last.seq) }).toString()}` : '';
      answer = { statements: rows.map((row) => formatStatement(row.statement, asked.format, languages)), more };
    }
    return send(
      reply,
      answer,
      asked.attachments
        ? await attachmentsBySha2(
            db,
            principal.tenant,
            rows.flatMap((row) => row.attachments),
          )
        : undefined,
    );
  });
};

function send(reply: FastifyReply, answer: unknown, attachments: AttachmentPart[] | undefined): FastifyReply {
  if (!attachments) return reply.type('application/json').send(JSON.stringify(answer));
  const { contentType, body } = multipartAnswer(answer, attachments);
  return reply.type(contentType).send(body);
}

export default statementRoutes;
