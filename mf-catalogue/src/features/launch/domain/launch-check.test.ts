import { launchCheckOutcome } from './launch-check';

describe('launchCheckOutcome, spec 2 §4 launch-check statuses and §8', () => {
  it('launch opens the content with its query string, tracking mode and attempt', () => {
    expect(launchCheckOutcome({ status: 'launch', querystring: 'lang=en', trackingMode: 'AICC40', attemptId: 'a1' })).toEqual({
      kind: 'launch',
      querystring: 'lang=en',
      trackingMode: 'AICC40',
      attemptId: 'a1',
    });
  });

  it('mustCompleteByElapsed shows Launch.mustCompleteByElapsed with the due date', () => {
    expect(launchCheckOutcome({ status: 'mustCompleteByElapsed', dueDate: '2026-01-31T17:00:00.000Z' })).toEqual({
      kind: 'problem',
      problem: { key: 'Launch.mustCompleteByElapsed', values: { dueDate: '2026-01-31T17:00:00.000Z' } },
    });
  });

  it('enrollmentRequired shows Launch.notEnrolled', () => {
    expect(launchCheckOutcome({ status: 'enrollmentRequired' })).toEqual({ kind: 'problem', problem: { key: 'Launch.notEnrolled' } });
  });

  it.each(['NotAvailable', 'PrerequisitesNotMet', 'ReviewNotAllowed'])('any other status %s shows Launch.{status}', (status) => {
    expect(launchCheckOutcome({ status })).toEqual({ kind: 'problem', problem: { key: `Launch.${status}` } });
  });

  it('a missing status is Launch.error', () => {
    expect(launchCheckOutcome({})).toEqual({ kind: 'problem', problem: { key: 'Launch.error' } });
    expect(launchCheckOutcome({ status: '' })).toEqual({ kind: 'problem', problem: { key: 'Launch.error' } });
  });

  it.each([400, 404])('HTTP %i is Launch.notFound', (httpStatus) => {
    expect(launchCheckOutcome({ httpStatus })).toEqual({ kind: 'problem', problem: { key: 'Launch.notFound' } });
  });

  it.each([0, 403, 500])('another failure (HTTP %i) is Launch.error', (httpStatus) => {
    expect(launchCheckOutcome({ httpStatus })).toEqual({ kind: 'problem', problem: { key: 'Launch.error' } });
  });
});
