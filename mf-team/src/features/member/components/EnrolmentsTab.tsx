import { useState } from 'react';
import { isApiError } from '@portal/api-client';
import { checkTeamEnrolmentDeadlines, type EnrolmentItem, type TeamEnrolmentCheck, type TeamMember } from '@portal/contracts/team';
import { useTranslation } from '@portal/i18n';
import { Button, Spinner, messages } from '@portal/ui';
import { useEnrolmentList, useSetEnrolment } from '../../../api/team';
import { formatDateTime } from '../../../lib/format';
import { TableScroll } from '../../../lib/components/TableScroll';
import { teamMessages, useText } from '../../../lib/messages';
import { useValueText } from '../../../lib/values';
import { enrolmentErrorKey, isEnrolled, type EnrolmentTarget } from '../domain/enrolment';
import { UnenrolDialog, type UnenrolTarget } from './UnenrolDialog';

/**
 * The Enrolments tab (spec 3 §5, §8): the member's items and the events' sessions with their
 * enrolment; the leader enrols the member, or unenrols them giving a reason. The session deadlines
 * are checked here with the LMS's own rule (and again by the LMS), with the spec's messages.
 */
export function EnrolmentsTab({ member, scope, leaderId }: { member: TeamMember; scope: string; leaderId: string }) {
  const text = useText(teamMessages);
  const list = useEnrolmentList(scope, leaderId, member.user.id);
  const setEnrolment = useSetEnrolment();
  const [unenrol, setUnenrol] = useState<UnenrolTarget>();

  const refuse = (check: Exclude<TeamEnrolmentCheck, { ok: true }>) => messages.error(text(enrolmentErrorKey(check.code)));

  const enrol = async (target: EnrolmentTarget) => {
    const check = checkTeamEnrolmentDeadlines(
      {
        enrolmentStatus: 'Enrolled',
        current: target.current,
        enrolmentDeadline: target.enrolmentDeadline ? new Date(target.enrolmentDeadline) : null,
        cancellationDeadline: target.cancellationDeadline ? new Date(target.cancellationDeadline) : null,
      },
      new Date(),
    );
    if (!check.ok) return refuse(check);
    try {
      await setEnrolment.mutateAsync({
        scope,
        teamMemberId: member.user.id,
        teamLeaderId: leaderId,
        catalogueId: target.catalogueId,
        catalogueType: target.catalogueType,
        enrolmentStatus: 'Enrolled',
      });
      messages.success(text('team.enrol.success'));
    } catch (error) {
      messages.error(text(enrolmentErrorKey(isApiError(error) ? error.code : undefined)));
    }
  };

  const startUnenrol = (target: EnrolmentTarget) => {
    // A cancellation after the deadline is refused before a reason is asked for.
    const check = checkTeamEnrolmentDeadlines(
      {
        enrolmentStatus: 'NotEnrolled',
        current: target.current,
        enrolmentDeadline: null,
        cancellationDeadline: target.cancellationDeadline ? new Date(target.cancellationDeadline) : null,
      },
      new Date(),
    );
    if (!check.ok) return refuse(check);
    setUnenrol({ ...target, scope, teamMemberId: member.user.id, teamLeaderId: leaderId });
  };

  if (list.isPending) return <Spinner label={text('team.loading')} />;
  if (!list.data) return <p role="alert">{text('team.general.failure')}</p>;
  if (list.data.length === 0) return <p>{text('team.enrolments.none')}</p>;
  const busy = setEnrolment.isPending;
  return (
    <>
      <ul className="lp-team__enrolments" aria-label={text('team.member.tabs.Enrolments')}>
        {list.data.map((item) => (
          <EnrolmentRow key={item.Id} item={item} busy={busy} onEnrol={(target) => void enrol(target)} onUnenrol={startUnenrol} />
        ))}
      </ul>
      {unenrol && <UnenrolDialog target={unenrol} onClose={() => setUnenrol(undefined)} />}
    </>
  );
}

function EnrolmentText({ value }: { value: string | null }) {
  const valueText = useValueText();
  return <>{valueText(value ?? 'NotEnrolled')}</>;
}

function Action({ target, busy, onEnrol, onUnenrol }: { target: EnrolmentTarget; busy: boolean; onEnrol(t: EnrolmentTarget): void; onUnenrol(t: EnrolmentTarget): void }) {
  const text = useText(teamMessages);
  return isEnrolled(target.current) ? (
    <Button variant="secondary" disabled={busy} onClick={() => onUnenrol(target)}>
      {text('team.enrolments.unenrol', { name: target.name })}
    </Button>
  ) : (
    <Button variant="secondary" disabled={busy} onClick={() => onEnrol(target)}>
      {text('team.enrolments.enrol', { name: target.name })}
    </Button>
  );
}

function EnrolmentRow({ item, busy, onEnrol, onUnenrol }: { item: EnrolmentItem; busy: boolean; onEnrol(t: EnrolmentTarget): void; onUnenrol(t: EnrolmentTarget): void }) {
  const text = useText(teamMessages);
  const { i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  return (
    <li>
      <h3>{item.Title}</h3>
      <p>
        {item.DisplayType}
        {item.Sessions.length === 0 && (
          <>
            {' · '}
            <EnrolmentText value={item.Enrolment} />
          </>
        )}
      </p>
      {item.Sessions.length === 0 ? (
        <Action
          target={{
            catalogueId: item.Id,
            catalogueType: item.Type,
            name: item.Title,
            current: item.Enrolment,
            enrolmentDeadline: item.EnrolmentDeadline,
            cancellationDeadline: item.CancellationDeadline,
          }}
          busy={busy}
          onEnrol={onEnrol}
          onUnenrol={onUnenrol}
        />
      ) : (
        <TableScroll label={item.Title}>
          <table className="lp-team__table">
            <caption className="lp-visually-hidden">{item.Title}</caption>
            <thead>
              <tr>
                <th scope="col">{text('team.enrolments.session')}</th>
                <th scope="col">{text('team.enrolments.starts')}</th>
                <th scope="col">{text('team.enrolments.enrolment')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {item.Sessions.map((session) => (
                <tr key={session.Id}>
                  <th scope="row">{session.Name}</th>
                  <td>
                    <time dateTime={session.StartDate}>{formatDateTime(session.StartDate, i18n.language)}</time>
                  </td>
                  <td>
                    <EnrolmentText value={session.Enrolment} />
                  </td>
                  <td>
                    {/* A session that has started is neither enrolled in nor cancelled any more (spec 2 §4). */}
                    {Date.parse(session.StartDate) > now && (
                      <Action
                        target={{
                          catalogueId: session.Id,
                          catalogueType: 'Session',
                          name: session.Name,
                          current: session.Enrolment,
                          enrolmentDeadline: session.EnrolmentDeadline,
                          cancellationDeadline: session.CancellationDeadline,
                        }}
                        busy={busy}
                        onEnrol={onEnrol}
                        onUnenrol={onUnenrol}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </li>
  );
}
