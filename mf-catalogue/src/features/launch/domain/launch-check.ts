import type { LaunchResponse } from '@portal/contracts/catalogue';

/** What the launch check answered; a failed call is a result with its HTTP status (spec 2 §7). */
export type LaunchCheckResult = LaunchResponse & { httpStatus?: number };

/** A message of the launch, by key under L10N.GLOBAL.MESSAGES (spec 2 §8). */
export interface LaunchProblem {
  /** 'Launch.notFound' has a title and a text; the others one text. */
  key: string;
  values?: Record<string, string>;
}

export type LaunchCheckOutcome =
  { kind: 'launch'; querystring?: string | null; trackingMode?: string | null; attemptId?: string | null } | { kind: 'problem'; problem: LaunchProblem };

export const LAUNCH_NOT_FOUND = 'Launch.notFound';
export const LAUNCH_ERROR = 'Launch.error';

/**
 * Spec 2 §4 and §8, the launch-check statuses: launch opens the content; mustCompleteByElapsed says
 * so with the due date; enrollmentRequired is Launch.notEnrolled; any other status Launch.{status};
 * a missing status or a failure Launch.error, except HTTP 400 and 404, which are Launch.notFound.
 */
export function launchCheckOutcome(result: LaunchCheckResult): LaunchCheckOutcome {
  if (result.httpStatus === 400 || result.httpStatus === 404) return { kind: 'problem', problem: { key: LAUNCH_NOT_FOUND } };
  if (result.httpStatus !== undefined || !result.status) return { kind: 'problem', problem: { key: LAUNCH_ERROR } };
  switch (result.status) {
    case 'launch':
      return { kind: 'launch', querystring: result.querystring, trackingMode: result.trackingMode, attemptId: result.attemptId };
    case 'mustCompleteByElapsed':
      return { kind: 'problem', problem: { key: 'Launch.mustCompleteByElapsed', values: { dueDate: result.dueDate ?? '' } } };
    case 'enrollmentRequired':
      return { kind: 'problem', problem: { key: 'Launch.notEnrolled' } };
    default:
      return { kind: 'problem', problem: { key: `Launch.${result.status}` } };
  }
}
