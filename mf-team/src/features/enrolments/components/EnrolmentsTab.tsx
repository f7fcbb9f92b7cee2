import { useState } from 'react';
import { isApiError } from '@portal/api-client';
import { checkTeamEnrolmentDeadlines, type EnrolmentItem, type TeamApprovalItem, type TeamEnrolmentCheck, type TeamMember } from '@portal/contracts/team';
import { formatDateTime, useLocale } from '@portal/i18n';
import { itemTypeName } from '@portal/i18n/item-types';
import { Button, Spinner, messages } from '@portal/ui';
import { teamMessages, useText } from '../../../lib/messages';
import { useValueText } from '../../../lib/values';
import { useAcceptTeamApproval } from '../api/accept-team-approval';
import { useEnrolmentList } from '../api/get-enrolment-list';
import { useTeamApprovals } from '../api/read-team-approvals';
import { useSetEnrolment } from '../api/set-enrolment';
import { enrolmentErrorKey, isEnrolled, type EnrolmentTarget } from '../domain/enrolment';
import { enrolmentMessages } from '../messages';
import { UnenrolDialog, type UnenrolTarget } from './UnenrolDialog';
import { Table, type TableColumn } from '@portal/ui/table';
import { StatusPill } from '@portal/ui/tag';

/** What a row offers: enrol, unenrol, or approve the member's request (a team approval item). */
interface RowActions {
  busy: boolean;
  /** The member's team approval item for a catalogue id, if the leader decides one. */
  approvalFor(catalogueId: string): TeamApprovalItem | undefined;
  onEnrol(target: EnrolmentTarget): void;
  onUnenrol(target: EnrolmentTarget): void;
  onApprove(item: TeamApprovalItem): void;
}

/**
 * The Enrolments tab (spec 3 §5, §8): the member's items and the events' sessions with their
 * enrolment; the leader enrolls the member, or unenrols them giving a reason. The session deadlines
 * are checked here with the LMS's own rule (and again by the LMS), with the spec's messages. Where the
 * member waits for the leader's approval (a team approval item, spec 3 §3, §4), the leader approves it.
 */
export function EnrolmentsTab({ member, scope, leaderId }: { member: TeamMember; scope: string; leaderId: string }) {
  const text = useText(enrolmentMessages);
  const shared = useText(teamMessages);
  const list = useEnrolmentList(scope, leaderId, member.user.id);
  const approvals = useTeamApprovals(scope, leaderId);
  const accept = useAcceptTeamApproval(scope, leaderId);
  const setEnrolment = useSetEnrolment();
  const [unenrol, setUnenrol] = useState<UnenrolTarget>();

  const approvalFor = (catalogueId: string) => approvals.data?.find((item) => item.user_ref === member.user.id && item.content_ref === catalogueId);
  const approve = async (item: TeamApprovalItem) => {
    try {
      await accept.mutateAsync(item);
      messages.success(text('team.approval.success'));
    } catch {
      messages.error(shared('team.general.failure'));
    }
  };

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

  if (list.isPending) return <Spinner label={shared('team.loading')} />;
  if (!list.data) return <p role="alert">{shared('team.general.failure')}</p>;
  if (list.data.length === 0) return <p>{text('team.enrolments.none')}</p>;
  const actions: RowActions = {
    busy: setEnrolment.isPending || accept.isPending,
    approvalFor,
    onEnrol: (target) => void enrol(target),
    onUnenrol: startUnenrol,
    onApprove: (item) => void approve(item),
  };
  return (
    <>
      <ul className="lp-team__enrolments" aria-label={shared('team.member.tabs.Enrolments')}>
        {list.data.map((item) => (
          <EnrolmentRow key={item.Id} item={item} actions={actions} />
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

function Action({ target, actions }: { target: EnrolmentTarget; actions: RowActions }) {
  const text = useText(enrolmentMessages);
  const approval = actions.approvalFor(target.catalogueId);
  if (approval?.status === 'Approved') return <StatusPill tone="success">{text('team.approval.approved')}</StatusPill>;
  if (approval?.status === 'Pending')
    return (
      <Button disabled={actions.busy} onClick={() => actions.onApprove(approval)}>
        {text('team.approval.approve', { name: target.name })}
      </Button>
    );
  return isEnrolled(target.current) ? (
    <Button variant="secondary" disabled={actions.busy} onClick={() => actions.onUnenrol(target)}>
      {text('team.enrolments.unenrol', { name: target.name })}
    </Button>
  ) : (
    <Button variant="secondary" disabled={actions.busy} onClick={() => actions.onEnrol(target)}>
      {text('team.enrolments.enrol', { name: target.name })}
    </Button>
  );
}

function EnrolmentRow({ item, actions }: { item: EnrolmentItem; actions: RowActions }) {
  const text = useText(enrolmentMessages);
  const shared = useText(teamMessages);
  // The item type and the sessions' dates come from @portal/i18n: re-render when the language changes.
  useLocale();
  const [now] = useState(() => Date.now());
  const sessionColumns: TableColumn<EnrolmentItem['Sessions'][number]>[] = [
    { key: 'session', header: text('team.enrolments.session'), rowHeader: true, cell: (session) => session.Name },
    {
      key: 'starts',
      header: text('team.enrolments.starts'),
      cell: (session) => <time dateTime={session.StartDate}>{formatDateTime(session.StartDate)}</time>,
    },
    { key: 'enrolment', header: text('team.enrolments.enrolment'), cell: (session) => <EnrolmentText value={session.Enrolment} /> },
    {
      key: 'action',
      header: shared('team.column.action'),
      // A session that has started is neither enrolled in nor cancelled any more (spec 2 §4).
      cell: (session) =>
        Date.parse(session.StartDate) > now && (
          <Action
            target={{
              catalogueId: session.Id,
              catalogueType: 'Session',
              name: session.Name,
              current: session.Enrolment,
              enrolmentDeadline: session.EnrolmentDeadline,
              cancellationDeadline: session.CancellationDeadline,
            }}
            actions={actions}
          />
        ),
    },
  ];
  return (
    <li>
      <h3>{item.Title}</h3>
      <p>
        {itemTypeName(item.Type, item.DisplayType)}
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
          actions={actions}
        />
      ) : (
        // On a phone each session stacks into a block of its own, so no column is cut off.
        <Table caption={item.Title} captionHidden columns={sessionColumns} rows={item.Sessions} rowKey={(session) => session.Id} />
      )}
    </li>
  );
}
