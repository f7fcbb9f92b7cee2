import type { EnrolmentKey } from '../messages';

/** The spec's team enrol messages (§5, §8) for a refused change, by the rule's (and the LMS's) code. */
export function enrolmentErrorKey(code: string | undefined): EnrolmentKey {
  if (code === 'CancellationDeadlinePassed') return 'team.enrol.cancellationDeadlinePassed';
  if (code === 'EnrolmentDeadlinePassed') return 'team.enrol.enrolmentDeadlinePassed';
  return 'team.enrol.unknownError';
}

/** What a row of the enrolment list enrols in: a catalogue item, or one of an event's sessions. */
export interface EnrolmentTarget {
  catalogueId: string;
  catalogueType: string;
  name: string;
  current: string | null;
  enrolmentDeadline: string | null;
  cancellationDeadline: string | null;
}

/** Enrolled (or waiting for approval): the leader can unenrol; otherwise enrol. */
export const isEnrolled = (current: string | null) => current === 'Enrolled' || current === 'PendingApproval';
