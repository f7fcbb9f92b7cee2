import { NOW, days, makeSession } from '../../../lib/sessions/test-sessions';
import { hasOpenSession, sessionsShown } from './visible-sessions';

describe('paging (spec 2 §9)', () => {
  it('shows 10 sessions, 10 more per page', () => {
    expect(sessionsShown(1)).toBe(10);
    expect(sessionsShown(2)).toBe(20);
    expect(sessionsShown(0)).toBe(10);
  });
});

describe('hasOpenSession', () => {
  it('is true with a coming session the user could enrol in or is on', () => {
    expect(hasOpenSession([makeSession({ Id: 's' })], NOW)).toBe(true);
    expect(hasOpenSession([makeSession({ Id: 's', Enrolment: 'Enrolled', AvailableSeats: 0 })], NOW)).toBe(true);
  });

  it('is false when every session has run, is full, is closed or cannot be self-enrolled', () => {
    expect(hasOpenSession([], NOW)).toBe(false);
    expect(
      hasOpenSession(
        [
          makeSession({ Id: 'ran', StartDate: days(-1), EndDate: days(1) }),
          makeSession({ Id: 'full', AvailableSeats: 0 }),
          makeSession({ Id: 'closed', EnrolmentDeadline: days(-1) }),
          makeSession({ Id: 'required', EnrolmentMode: 'RequiredWithoutSelfEnrolment' }),
        ],
        NOW,
      ),
    ).toBe(false);
  });
});
