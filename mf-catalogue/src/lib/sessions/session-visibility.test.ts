import { shownAsPast, shownByScheduling, visibleSessions } from './session-visibility';
import { NOW, days, makeSession } from './test-sessions';

const past = { StartDate: days(-3), EndDate: days(-2) };

describe('shownByScheduling (spec 2 §5)', () => {
  it('Always, or no setting, shows every session', () => {
    expect(shownByScheduling(makeSession({ Id: 's' }), undefined)).toBe(true);
    expect(shownByScheduling(makeSession({ Id: 's' }), { Mode: 'Always', From: null, To: null })).toBe(true);
  });

  it('Never hides sessions unless attended or not attended', () => {
    const never = { Mode: 'Never' as const, From: null, To: null };
    expect(shownByScheduling(makeSession({ Id: 's' }), never)).toBe(false);
    expect(shownByScheduling(makeSession({ Id: 's', Status: 'Attending' }), never)).toBe(false);
    expect(shownByScheduling(makeSession({ Id: 's', Status: 'Attended' }), never)).toBe(true);
    expect(shownByScheduling(makeSession({ Id: 's', Status: 'NotAttended' }), never)).toBe(true);
  });

  it('Dates: the start must fall inside From to To, a null end open', () => {
    const window = { Mode: 'Dates' as const, From: days(5), To: days(10) };
    expect(shownByScheduling(makeSession({ Id: 's', StartDate: days(7) }), window)).toBe(true);
    expect(shownByScheduling(makeSession({ Id: 's', StartDate: days(4) }), window)).toBe(false);
    expect(shownByScheduling(makeSession({ Id: 's', StartDate: days(11) }), window)).toBe(false);
    expect(shownByScheduling(makeSession({ Id: 's', StartDate: days(400) }), { Mode: 'Dates', From: days(5), To: null })).toBe(true);
  });
});

describe('shownAsPast (spec 2 §5)', () => {
  it('hides past sessions the user is not enrolled in', () => {
    expect(shownAsPast(makeSession({ Id: 's', ...past }), NOW)).toBe(false);
    expect(shownAsPast(makeSession({ Id: 's', ...past, Enrolment: 'PendingAdminApproval' }), NOW)).toBe(false);
    expect(shownAsPast(makeSession({ Id: 's', ...past, Enrolment: 'Enrolled' }), NOW)).toBe(true);
    expect(shownAsPast(makeSession({ Id: 's', ...past, Status: 'Attended' }), NOW)).toBe(true);
    expect(shownAsPast(makeSession({ Id: 's' }), NOW)).toBe(true);
  });
});

describe('visibleSessions', () => {
  it('applies both rules and lists the earliest first', () => {
    const sessions = [
      makeSession({ Id: 'later', StartDate: days(20), EndDate: days(20.1) }),
      makeSession({ Id: 'past-not-enrolled', ...past }),
      makeSession({ Id: 'past-enrolled', ...past, Enrolment: 'Enrolled' }),
      makeSession({ Id: 'soon', StartDate: days(2), EndDate: days(2.1) }),
    ];
    expect(visibleSessions(sessions, undefined, NOW).map((s) => s.Id)).toEqual(['past-enrolled', 'soon', 'later']);
    expect(visibleSessions(sessions, { Mode: 'Dates', From: days(1), To: days(10) }, NOW).map((s) => s.Id)).toEqual(['soon']);
  });
});
