import type { Enrolment } from '@portal/contracts/catalogue';

/**
 * Spec 2 §4: the enrol calls answer with a result that maps onto an enrolment value. Unknown
 * results (Enrolled, NoAvailableSeats, …) are taken as they are.
 */
const ENROL_RESULT_TO_ENROLMENT: Readonly<Record<string, Enrolment>> = {
  Unenrolled: 'NotEnrolled',
  EnrollmentPendingApproverApproval: 'PendingAdminApproval',
  EnrollmentPendingSecondLevelApproval: 'PendingSecondLevelApproval',
  EnrollmentPendingUserApproval: 'PendingUserApproval',
};

export function mapEnrolResult(result: string): string {
  return ENROL_RESULT_TO_ENROLMENT[result] ?? result;
}

/** Spec 2 §4: enrolling is only possible on NotEnrolled items. */
export function canEnrol(enrolment: string | null | undefined): boolean {
  return enrolment === 'NotEnrolled';
}

/** Waiting on an approver (admin or second level), as opposed to an invitation waiting on the user. */
export function isPendingApproval(enrolment: string | null | undefined): boolean {
  return enrolment === 'PendingAdminApproval' || enrolment === 'PendingSecondLevelApproval';
}
