import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { RESOURCE_NOT_FOUND } from '@portal/contracts/tasks';
import type { Database } from '../../db';
import { LmsError } from '../../lib/errors';
import activityRoutes from '../activities';
import agentRoutes from '../agents';
import aboutRoutes from '../about';
import { grants, type LrsPrincipal } from '../principal';
import { documentAgent } from './agent';
import { checkPreconditions, checkProfilePut, preconditionsOf, quoted } from './concurrency';
import { agentOf, onlyParams, optionalId, registrationOf, required, sinceOf, type Params } from './params';
import {
  deleteDocument,
  deleteDocuments,
  findDocument,
  isJsonType,
  JSON_TYPE,
  listDocumentIds,
  saveDocument,
  type DocumentKey,
  type DocumentKind,
  type DocumentSet,
  type StoredDocument,
} from './store';
import { applyTaskRules, isTaskSubmissionState } from './task-state';

/*
 * The document resources (xAPI 1.0.3 part three §2.2–2.7): activities/state, activities/profile and
 * agents/profile. Each GETs one document (with its ETag) or the ids of a set (changed since a time),
 * PUTs a document of any content type, POSTs a JSON object merged into the JSON document there, and
 * DELETEs one (or, for state, a set). Scopes: 'state' for state, 'profile' for profiles ('all' for
 * both, 'all/read' to read); a user token reaches only its own agent's documents and reads activity
 * profiles. A task's submission state follows the task's rules (task-state.ts).
 */

interface Resource {
  kind: DocumentKind;
  path: string;
  /** The parameter naming one document. */
  idParam: 'stateId' | 'profileId';
  scope: 'state' | 'profile';
  hasActivity: boolean;
  hasAgent: boolean;
  hasRegistration: boolean;
}

const RESOURCES: readonly Resource[] = [
  { kind: 'state', path: '/activities/state', idParam: 'stateId', scope: 'state', hasActivity: true, hasAgent: true, hasRegistration: true },
  { kind: 'activity_profile', path: '/activities/profile', idParam: 'profileId', scope: 'profile', hasActivity: true, hasAgent: false, hasRegistration: false },
  { kind: 'agent_profile', path: '/agents/profile', idParam: 'profileId', scope: 'profile', hasActivity: false, hasAgent: true, hasRegistration: false },
];

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** 403 unless the principal may make this call on the resource. */
function authorise(principal: LrsPrincipal, resource: Resource, method: Method): void {
  const reading = method === 'GET';
  if (!grants(principal, resource.scope) && !(reading && principal.scopes.includes('all/read'))) {
    throw new LmsError(403, 'Forbidden', `the credentials do not grant ${resource.scope}`);
  }
  // Activity profiles are shared by every learner of the activity: a learner's token reads them only.
  if (principal.user && resource.kind === 'activity_profile' && !reading) throw new LmsError(403, 'Forbidden', 'activities/profile: a user token reads activity profiles only');
}

/** Where the request points: one document (`documentId` set) or a set of them, with the user the agent names. */
interface Target {
  set: DocumentSet;
  documentId: string | undefined;
  registration: string;
  userId: string | null;
}

async function targetOf(db: Database, request: FastifyRequest, resource: Resource, method: Method, portalHomePage: string): Promise<Target> {
  const params = request.query as Params;
  const known = [...(resource.hasActivity ? ['activityId'] : []), ...(resource.hasAgent ? ['agent'] : []), ...(resource.hasRegistration ? ['registration'] : []), resource.idParam];
  onlyParams(params, method === 'GET' ? [...known, 'since'] : known);
  const activityId = resource.hasActivity ? required(params, 'activityId') : '';
  const agentParam = resource.hasAgent ? agentOf(params) : undefined;
  const registration = resource.hasRegistration ? registrationOf(params) : undefined;
  // One document for PUT and POST, and for a DELETE of a profile; GET lists and state's DELETE clears without one.
  const documentId =
    method === 'PUT' || method === 'POST' || (method === 'DELETE' && resource.kind !== 'state') ? required(params, resource.idParam) : optionalId(params, resource.idParam);
  const since = method === 'GET' && documentId === undefined ? sinceOf(params) : undefined;
  const agent = agentParam ? await documentAgent(db, request.lrs, agentParam, portalHomePage) : { key: '', userId: null };
  return {
    set: { scope: request.lrs.tenant, kind: resource.kind, activityId, agent: agent.key, registration, since },
    documentId,
    registration: registration ?? '',
    userId: agent.userId,
  };
}

const keyOf = (target: Target): DocumentKey => ({ ...target.set, registration: target.registration, documentId: target.documentId! });

/** The document a PUT or POST carries: JSON as parsed (re-serialised to store), anything else as its bytes and type. */
interface Sent {
  json: boolean;
  value: unknown;
  contentType: string;
  content: Buffer;
}

function sentOf(request: FastifyRequest): Sent {
  const contentType = request.headers['content-type']?.trim() || 'application/octet-stream';
  if (isJsonType(contentType)) {
    if (request.body === undefined) throw new LmsError(400, 'InvalidJson', 'body: a JSON document');
    return { json: true, value: request.body, contentType: JSON_TYPE, content: Buffer.from(JSON.stringify(request.body), 'utf8') };
  }
  const body = request.body;
  const content = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.alloc(0);
  return { json: false, value: undefined, contentType, content };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parsedJson(document: StoredDocument): unknown {
  try {
    return JSON.parse(document.content.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON object a POST leaves: its properties over those of the document there (one level deep, xAPI 1.0.3 part three §2.2). */
function merged(existing: StoredDocument | undefined, sent: Sent): Sent {
  if (!sent.json || !isObject(sent.value)) {
    if (existing || sent.json) throw new LmsError(400, 'NotMergeable', 'body: a POST merges a JSON object (Content-Type application/json) into a JSON object');
    return sent;
  }
  if (!existing) return sent;
  const before = isJsonType(existing.contentType) ? parsedJson(existing) : undefined;
  if (!isObject(before)) throw new LmsError(400, 'NotMergeable', 'the stored document is not a JSON object: PUT replaces it');
  const value = { ...before, ...sent.value };
  return { ...sent, value, content: Buffer.from(JSON.stringify(value), 'utf8') };
}

function answerDocument(reply: FastifyReply, document: StoredDocument): FastifyReply {
  return reply.header('ETag', quoted(document.etag)).header('Last-Modified', document.updated.toUTCString()).header('Content-Type', document.contentType).send(document.content);
}

/** A write found no document but another request made one before it stored its own. */
class MadeMeanwhile extends Error {}

const documentRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const portalHomePage = fastify.lmsConfig.stablePortalUrl;

  /** Stores what a PUT or POST leaves, under the request's conditions, in one transaction with the task rules. */
  async function write(request: FastifyRequest, resource: Resource, method: 'PUT' | 'POST'): Promise<void> {
    authorise(request.lrs, resource, method);
    const target = await targetOf(db, request, resource, method, portalHomePage);
    const sent = sentOf(request);
    const conditions = preconditionsOf(request.headers);
    const key = keyOf(target);
    const taskState = isTaskSubmissionState(resource.kind, key.documentId);
    if (taskState && (!request.lrs.user || target.userId !== request.lrs.user.id)) {
      throw new LmsError(403, 'NotTaskOwner', 'a task’s submission state is written by its owner only');
    }
    // A document made by another request between this one's read and its write is decided on again, as it now is.
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction().execute(async (trx) => {
          const existing = await findDocument(trx, key, { forUpdate: true });
          checkPreconditions(conditions, existing);
          if (method === 'PUT' && resource.kind !== 'state') checkProfilePut(conditions, existing);
          let next = method === 'POST' ? merged(existing, sent) : sent;
          if (taskState) {
            if (!next.json) throw new LmsError(400, 'ValidationFailed', 'Content-Type: a task’s submission state is JSON');
            const value = await applyTaskRules(trx, {
              scope: key.scope,
              userId: target.userId!,
              activityId: key.activityId,
              registration: key.registration,
              previous: existing && isJsonType(existing.contentType) ? parsedJson(existing) : undefined,
              next: next.value,
            });
            next = { ...next, value, content: Buffer.from(JSON.stringify(value), 'utf8') };
          }
          const stored = await saveDocument(trx, key, { contentType: next.contentType, content: next.content, userId: target.userId }, new Date(), { onlyIfNew: !existing });
          if (stored === undefined) throw new MadeMeanwhile();
        });
        return;
      } catch (error) {
        if (!(error instanceof MadeMeanwhile) || attempt >= 3) throw error;
      }
    }
  }

  for (const resource of RESOURCES) {
    fastify.get(resource.path, async (request, reply) => {
      authorise(request.lrs, resource, 'GET');
      const target = await targetOf(db, request, resource, 'GET', portalHomePage);
      if (target.documentId === undefined) return reply.type(JSON_TYPE).send(JSON.stringify(await listDocumentIds(db, target.set)));
      const found = await findDocument(db, keyOf(target));
      if (!found) throw new LmsError(404, RESOURCE_NOT_FOUND, `no ${resource.idParam} ${target.documentId} here`);
      return answerDocument(reply, found);
    });

    fastify.put(resource.path, async (request, reply) => {
      await write(request, resource, 'PUT');
      return reply.code(204).send();
    });

    fastify.post(resource.path, async (request, reply) => {
      await write(request, resource, 'POST');
      return reply.code(204).send();
    });

    fastify.delete(resource.path, async (request, reply) => {
      authorise(request.lrs, resource, 'DELETE');
      const target = await targetOf(db, request, resource, 'DELETE', portalHomePage);
      const conditions = preconditionsOf(request.headers);
      if (target.documentId === undefined) {
        // The submission states of the user's tasks stay: their approvers read them.
        if (target.userId !== null) await keepTaskStates(db, target.set);
        await deleteDocuments(db, target.set);
        return reply.code(204).send();
      }
      const key = keyOf(target);
      if (isTaskSubmissionState(resource.kind, key.documentId)) throw new LmsError(409, 'SubmissionStateKept', 'a task’s submission state is not deleted');
      await db.transaction().execute(async (trx) => {
        checkPreconditions(conditions, await findDocument(trx, key, { forUpdate: true }));
        await deleteDocument(trx, key);
      });
      return reply.code(204).send();
    });
  }

  await fastify.register(aboutRoutes);
  await fastify.register(agentRoutes);
  await fastify.register(activityRoutes);
};

/** 409 when a DELETE of several state documents would take a task's submission state with it. */
async function keepTaskStates(db: Database, set: DocumentSet): Promise<void> {
  const ids = await listDocumentIds(db, { ...set, since: undefined });
  if (ids.some((id) => isTaskSubmissionState(set.kind, id))) throw new LmsError(409, 'SubmissionStateKept', 'a task’s submission state is not deleted');
}

export default documentRoutes;
