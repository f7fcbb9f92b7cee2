import type { Session, SessionStatusRequest } from '@portal/contracts/catalogue';
import { useApi } from '@portal/api-client';
import { useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { useCatalogueMutation } from '../../api/catalogue';
import { useText } from '../../messages';
import { acceptInvitation, deleteSessionStatus, postSessionEnrolment, postSessionStatus, rejectInvitation, type SessionCallContext } from '../api/session-calls';
import { decideEnrolAnswer, localRefusal, type EnrolDecision, type SessionRequest } from '../enrol-result';
import { sessionMessages, type SessionOutcomeKey } from '../messages';

export interface SessionActionOptions {
  /** The calendar's session details: enrolling needs a free seat (spec 2 §5). */
  requireSeats?: boolean;
  /** Told when the server (or the local check) found no seat left, so the session shows 0 seats. */
  onNoSeats?(sessionId: string): void;
  /** Told after every change, once the catalogue has been reloaded. */
  onChanged?(): void;
}

export interface SessionActionHandlers {
  /** A call is under way; the buttons are disabled meanwhile. */
  busy: boolean;
  enrol(): Promise<EnrolDecision>;
  cancel(reason: string): Promise<EnrolDecision>;
  acceptInvite(): Promise<EnrolDecision>;
  rejectInvite(reason: string): Promise<boolean>;
  /** Marks attended or not attended; null removes the mark. */
  markAttendance(status: SessionStatusRequest['status'] | null): Promise<boolean>;
}

/** The current user's ids for the session calls; empty before sign-in (the route is behind the gate). */
export function useSessionCallContext(): SessionCallContext {
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  const username = useSession((state) => state.user?.username) ?? '';
  return { scope, userId, username };
}

/**
 * The session actions of spec 2 §4 with their messages (spec 2 §8). After any change the cached
 * catalogue is reloaded once (useCatalogueMutation), so every page shows the new enrolment.
 */
export function useSessionActions(session: Session, { requireSeats = false, onNoSeats, onChanged }: SessionActionOptions = {}): SessionActionHandlers {
  const api = useApi();
  const context = useSessionCallContext();
  const text = useText(sessionMessages);
  // One mutation for the session's writes: the catalogue is reloaded once after a change that took
  // effect (ok), before mutateAsync answers; a refusal changes nothing and reloads nothing.
  const mutation = useCatalogueMutation(
    (work: () => Promise<{ ok: boolean }>) => work(),
    (result) => result?.ok === true,
  );

  const say = (ok: boolean, key: SessionOutcomeKey) => (ok ? messages.success(text(key)) : messages.error(text(key)));

  async function run<T extends { ok: boolean }>(work: () => Promise<T>): Promise<T> {
    const result = (await mutation.mutateAsync(work)) as T;
    if (result.ok) onChanged?.();
    return result;
  }

  function enrolment(request: SessionRequest, call: () => ReturnType<typeof postSessionEnrolment>): Promise<EnrolDecision> {
    return run(async () => {
      const decision = localRefusal(request, session, Date.now(), { requireSeats }) ?? decideEnrolAnswer(request, await call());
      if (decision.noSeats) onNoSeats?.(session.Id);
      say(decision.ok, decision.message);
      return decision;
    });
  }

  async function mark(ok: boolean, success: SessionOutcomeKey, failure: SessionOutcomeKey) {
    say(ok, ok ? success : failure);
    return { ok };
  }

  return {
    busy: mutation.isPending,
    enrol: () => enrolment('enrol', () => postSessionEnrolment(api, context, session.Id, { status: 'Enrolled' })),
    cancel: (reason) => enrolment('cancel', () => postSessionEnrolment(api, context, session.Id, { status: 'Unenrolled', reason })),
    acceptInvite: () => enrolment('acceptInvite', () => acceptInvitation(api, context, session.Id)),
    rejectInvite: async (reason) =>
      (
        await run(async () =>
          mark(await rejectInvitation(api, context, session.Id, reason), 'L10N.GLOBAL.MESSAGES.RejectInvite.Success', 'L10N.GLOBAL.MESSAGES.RejectInvite.Failure'),
        )
      ).ok,
    markAttendance: async (status) =>
      (
        await run(async () =>
          status === null
            ? mark(await deleteSessionStatus(api, context, session.Id), 'L10N.GLOBAL.MESSAGES.Session.RemoveMark.Success', 'L10N.GLOBAL.MESSAGES.Session.RemoveMark.Failure')
            : status === 'Attended'
              ? mark(await postSessionStatus(api, context, session.Id, status), 'L10N.GLOBAL.MESSAGES.Session.Attended.Success', 'L10N.GLOBAL.MESSAGES.Session.Attended.Failure')
              : mark(
                  await postSessionStatus(api, context, session.Id, status),
                  'L10N.GLOBAL.MESSAGES.Session.NotAttended.Success',
                  'L10N.GLOBAL.MESSAGES.Session.NotAttended.Failure',
                ),
        )
      ).ok,
  };
}
