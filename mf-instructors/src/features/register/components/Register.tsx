import { useState } from 'react';
import {
  INSTRUCTOR_REGISTER_PAGE_SIZE,
  canMarkAttendance,
  canSubmitAttendance,
  distinctNames,
  isAllChecked,
  markAll,
  markAttended,
  type InstructorSession,
} from '@portal/contracts/instructors';
import { formatDateTime } from '@portal/i18n';
import { Button, messages } from '@portal/ui';
import { CheckboxField } from '@portal/ui/fields';
import { instructorsMessages, useText } from '../../../lib/messages';
import { useSetAttendance } from '../api/set-attendance';
import { registerMessages } from '../messages';

/**
 * The register (spec 3 §5, §9): 10 attendees a page, each marked attended or not, the all-checked
 * box for everyone at once; submitting saves every mark and stamps the submitted date. In attendance
 * mode 'auto' the LMS records attendance itself, and before the session has started there is nothing
 * to record yet: then the register is read-only. Two attendees of the same name are told apart by
 * their user names.
 */
export function Register({ session }: { session: InstructorSession }) {
  const text = useText(registerMessages);
  const shared = useText(instructorsMessages);
  const [marks, setMarks] = useState(session.attendees);
  const [page, setPage] = useState(0);
  const submit = useSetAttendance();
  const [now] = useState(() => new Date());
  const automatic = !canMarkAttendance(session);
  const editable = canSubmitAttendance(session, now);
  const nameOf = distinctNames(marks);
  const pages = Math.max(1, Math.ceil(marks.length / INSTRUCTOR_REGISTER_PAGE_SIZE));
  const shown = marks.slice(page * INSTRUCTOR_REGISTER_PAGE_SIZE, (page + 1) * INSTRUCTOR_REGISTER_PAGE_SIZE);

  const onSubmit = async () => {
    try {
      await submit.mutateAsync({ session_id: session.id, attendees: marks.map(({ user_id, attended }) => ({ user_id, attended })) });
      messages.success(text('instructors.register.submitted'));
    } catch {
      messages.error(shared('instructors.general.failure'));
    }
  };

  return (
    <section aria-labelledby="instructors-register-heading">
      <h2 id="instructors-register-heading">{shared('instructors.session.tabs.Attendees')}</h2>
      <p>
        {session.attendance_submitted_date
          ? shared('instructors.sessions.submittedOn', { date: formatDateTime(session.attendance_submitted_date) })
          : text('instructors.register.notSubmitted')}
      </p>
      {automatic ? <p>{text('instructors.register.auto')}</p> : !editable && <p>{text('instructors.register.notStarted')}</p>}
      {marks.length === 0 ? (
        <p>{text('instructors.register.none')}</p>
      ) : (
        <>
          {editable && (
            <CheckboxField label={text('instructors.register.all')} checked={isAllChecked(marks)} onChange={(event) => setMarks(markAll(marks, event.target.checked))} />
          )}
          <div className="lp-instructors__table-wrap">
            {/* On a phone each attendee stacks into a block of its own (@portal/ui's lp-table-stack). */}
            <table className="lp-instructors__table lp-table-stack">
              <thead>
                <tr>
                  <th scope="col">{shared('instructors.register.name')}</th>
                  <th scope="col">{shared('instructors.register.username')}</th>
                  <th scope="col">{shared('instructors.register.mail')}</th>
                  <th scope="col">{text('instructors.register.attended')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((attendee) => (
                  <tr key={attendee.user_id}>
                    <th scope="row">{attendee.name}</th>
                    <td data-label={shared('instructors.register.username')}>{attendee.username}</td>
                    <td data-label={shared('instructors.register.mail')}>{attendee.mail}</td>
                    <td data-label={text('instructors.register.attended')}>
                      {/* The column says "Attended"; the box's name says whose it is, for a reader who hears one box alone. */}
                      <CheckboxField
                        className="lp-instructors__mark"
                        label={<span className="lp-visually-hidden">{text('instructors.register.markOne', { name: nameOf(attendee) })}</span>}
                        checked={attendee.attended}
                        disabled={!editable}
                        onChange={(event) => setMarks(markAttended(marks, attendee.user_id, event.target.checked))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label={text('instructors.register.pages')} className="lp-instructors__actions">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {shared('instructors.paging.previous')}
              </Button>
              <span aria-live="polite">{shared('instructors.paging.status', { page: page + 1, pages })}</span>
              <Button variant="secondary" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                {shared('instructors.paging.next')}
              </Button>
            </nav>
          )}
          {editable && (
            <div className="lp-instructors__actions">
              <Button onClick={() => void onSubmit()} disabled={submit.isPending}>
                {text('instructors.register.submit')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
