import { isApiError } from '@portal/api-client';

/** Answers of the LMS that a page shows as its message: not there (404), refused in this state (409). */
const ANSWERS: readonly number[] = [404, 409];

/**
 * Logs a failed action for whoever debugs it, except an expected answer the page already shows to the
 * user (a 404 or a 409 refusal, such as NoApprover): that is an answer, not an error. Everything else
 * (a server error, a timeout, a refused payload, a bug) is logged.
 */
export function reportFailure(what: string, error: unknown): void {
  if (isApiError(error) && ANSWERS.includes(error.status)) return;
  console.error(`[catalogue] ${what} failed`, error);
}
