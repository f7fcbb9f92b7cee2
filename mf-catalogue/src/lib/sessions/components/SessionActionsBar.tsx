import { useEffect, useRef, useState } from 'react';
import type { Session } from '@portal/contracts/catalogue';
import { Button, Dialog } from '@portal/ui';
import { useText } from '../../messages';
import { useSessionActions, type SessionActionOptions } from '../hooks/use-session-actions';
import { sessionMessages } from '../messages';
import { sessionActions, sessionNotice } from '../session-rules';
import { ReasonForm } from './ReasonForm';

export interface SessionActionsBarProps extends SessionActionOptions {
  session: Session;
  /** Inside a dialog already: ask for the reason in place rather than in a second dialog. */
  inline?: boolean;
}

type ReasonStep = 'cancel' | 'reject' | null;

/**
 * The buttons spec 2 §4 shows for a session (enrol or cancel, accept or decline an invitation,
 * attended or not), or the reason the session can no longer be enrolled in or cancelled.
 */
export function SessionActionsBar({ session, inline = false, ...options }: SessionActionsBarProps) {
  const text = useText(sessionMessages);
  const handlers = useSessionActions(session, options);
  const [step, setStep] = useState<ReasonStep>(null);
  const now = Date.now();
  const actions = sessionActions(session, now);
  const notice = sessionNotice(session, now);
  const { busy } = handlers;

  // An action replaces (or disables) the button that had focus: focus stays in this group, on its
  // first button, instead of falling to the page body (WCAG 2.4.3).
  const group = useRef<HTMLDivElement>(null);
  const focusWasHere = useRef(false);
  useEffect(() => {
    const element = group.current;
    if (!element || !focusWasHere.current) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || (active instanceof HTMLButtonElement && active.disabled);
    if (lost || active === element) (element.querySelector<HTMLElement>('button:not([disabled])') ?? element).focus();
  });

  if (step) {
    const title = text(step === 'cancel' ? 'catalogue.sessions.cancelTitle' : 'catalogue.sessions.rejectTitle');
    const form = (
      <ReasonForm
        busy={busy}
        confirmLabel={text(step === 'cancel' ? 'catalogue.sessions.confirmCancel' : 'catalogue.sessions.confirmReject')}
        onBack={() => setStep(null)}
        onConfirm={async (reason) => {
          if (step === 'cancel') await handlers.cancel(reason);
          else await handlers.rejectInvite(reason);
          setStep(null);
        }}
      />
    );
    return inline ? (
      <section aria-label={title}>
        <h3>{title}</h3>
        {form}
      </section>
    ) : (
      <Dialog title={title} onClose={() => setStep(null)} size="sm">
        {form}
      </Dialog>
    );
  }

  const noticeText =
    notice === 'CancellationDeadlinePassed'
      ? text('catalogue.sessions.notice.CancellationDeadlinePassed')
      : notice === 'EnrolmentDeadlinePassed'
        ? text('L10N.GLOBAL.MESSAGES.Enrol.EnrolmentDeadlinePassed')
        : notice === 'NoSeatsAvailable' && !actions.enrolment
          ? text('L10N.GLOBAL.MESSAGES.Enrol.NoSeatsAvailable')
          : null;

  return (
    <div
      ref={group}
      tabIndex={-1}
      className="lp-session-actions"
      role="group"
      aria-label={text('catalogue.sessions.actionsFor', { name: session.Name })}
      onFocus={() => {
        focusWasHere.current = true;
      }}
      onBlur={(event) => {
        // Moving elsewhere on purpose; a button that disappears or is disabled blurs to nothing.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focusWasHere.current = false;
      }}
    >
      {actions.enrolment === 'enrol' && (
        <Button disabled={busy} onClick={() => void handlers.enrol()}>
          {text('catalogue.sessions.enrol')}
        </Button>
      )}
      {actions.enrolment === 'cancel' && (
        <Button variant="secondary" disabled={busy} onClick={() => setStep('cancel')}>
          {text(session.Enrolment === 'Enrolled' ? 'catalogue.sessions.cancel' : 'catalogue.sessions.cancelRequest')}
        </Button>
      )}
      {actions.invite && (
        <>
          <Button disabled={busy} onClick={() => void handlers.acceptInvite()}>
            {text('catalogue.sessions.accept')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setStep('reject')}>
            {text('catalogue.sessions.reject')}
          </Button>
        </>
      )}
      {actions.attendance && (
        <fieldset className="lp-session-attendance">
          <legend>{text('catalogue.sessions.attendanceQuestion')}</legend>
          {session.Status && <p className="lp-session-attendance__hint">{text('catalogue.sessions.attendanceHint')}</p>}
          <Button
            variant={session.Status === 'Attended' ? 'primary' : 'secondary'}
            aria-pressed={session.Status === 'Attended'}
            disabled={busy}
            onClick={() => void handlers.markAttendance(session.Status === 'Attended' ? null : 'Attended')}
          >
            {text('catalogue.sessions.attended')}
          </Button>
          <Button
            variant={session.Status === 'NotAttended' ? 'primary' : 'secondary'}
            aria-pressed={session.Status === 'NotAttended'}
            disabled={busy}
            onClick={() => void handlers.markAttendance(session.Status === 'NotAttended' ? null : 'NotAttended')}
          >
            {text('catalogue.sessions.notAttended')}
          </Button>
        </fieldset>
      )}
      {noticeText && <p className="lp-session-notice">{noticeText}</p>}
    </div>
  );
}
