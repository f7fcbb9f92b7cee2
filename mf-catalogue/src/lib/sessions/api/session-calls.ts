import { DEFAULT_BASE_URL, buildUrl, isApiError, type ApiClient } from '@portal/api-client';
import { EnrolResponseSchema, cataloguePaths, type EnrolRequest, type SessionStatusRequest } from '@portal/contracts/catalogue';
import { asAnswer, type EnrolAnswer } from '../enrol-result';

export interface SessionCallContext {
  scope: string;
  /** The signed-in user's id (v4 paths) and username (v3 paths). */
  userId: string;
  username: string;
}

/** The result (ResultType) a refused call carries: the server's ErrorCode, or a status in its body. */
function refusedResult(error: { code?: string; body?: unknown }): string | undefined {
  const body = error.body as { status?: unknown; ErrorCode?: unknown } | undefined;
  if (typeof body?.status === 'string') return body.status;
  return error.code;
}

async function answerOf(call: Promise<{ status: string }>): Promise<EnrolAnswer> {
  try {
    return asAnswer((await call).status);
  } catch (error) {
    if (isApiError(error)) return { ok: false, status: error.status, result: refusedResult(error) };
    throw error;
  }
}

/** POST .../sessions/{id}/enrollment {status: 'Enrolled'} or {status: 'Unenrolled', reason} (spec 2 §7). */
export function postSessionEnrolment(api: ApiClient, context: SessionCallContext, sessionId: string, request: EnrolRequest): Promise<EnrolAnswer> {
  return answerOf(api.post(cataloguePaths.sessionEnrolment(context.scope, context.userId, sessionId), request, { schema: EnrolResponseSchema }));
}

/** Accepting an invitation creates the event registration (decision 0004: POST .../sessions/{id}/registration). */
export function acceptInvitation(api: ApiClient, context: SessionCallContext, sessionId: string): Promise<EnrolAnswer> {
  return answerOf(api.post(cataloguePaths.sessionRegistration(context.scope, context.userId, sessionId), {}, { schema: EnrolResponseSchema }));
}

/**
 * Rejecting an invitation deletes the registration, with the required reason in the body.
 */
export async function rejectInvitation(api: ApiClient, context: SessionCallContext, sessionId: string, reason: string): Promise<boolean> {
  try {
    await api.delete(cataloguePaths.sessionRegistration(context.scope, context.userId, sessionId), { body: { reason } });
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

/** DELETE .../sessions/{id}/status: the attended or not attended mark removed (back to attending). */
export async function deleteSessionStatus(api: ApiClient, context: SessionCallContext, sessionId: string): Promise<boolean> {
  try {
    await api.delete(cataloguePaths.sessionStatus(context.scope, context.userId, sessionId));
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

/** POST .../sessions/{id}/status {status}: a manual, enrolled, already-run session marked attended or not attended. */
export async function postSessionStatus(api: ApiClient, context: SessionCallContext, sessionId: string, status: SessionStatusRequest['status']): Promise<boolean> {
  try {
    await api.post(cataloguePaths.sessionStatus(context.scope, context.userId, sessionId), { status });
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

/**
 * The session's iCalendar file (GET .../events/{eventId}/sessions/{sessionId}/ics) as a link: a
 * plain GET that the browser downloads or hands to the user's calendar application.
 */
export function icsHref(context: Pick<SessionCallContext, 'scope' | 'username'>, eventId: string, sessionId: string): string {
  return buildUrl(DEFAULT_BASE_URL, cataloguePaths.ics(context.scope, context.username, eventId, sessionId));
}
