import { aiccStudentName, getParamData, hacpResponse, HACP_ERRORS, parseAiccData } from '../../../src/domain/catalogue/aicc';
import { foldLine, icsDate, icsText, sessionIcs } from '../../../src/domain/catalogue/ics';

describe('iCalendar', () => {
  const ics = sessionIcs({
    uid: 'demo-session-open@demo.learner-portal',
    eventName: 'Basic life support: practical session',
    sessionName: 'Skills lab, next month',
    start: new Date('2026-04-09T09:00:00Z'),
    end: new Date('2026-04-09T12:00:00Z'),
    location: 'Education Centre, Room 2',
    description: '<p>Hands-on CPR; bring ID.</p>',
    stamp: new Date('2026-03-10T12:00:00Z'),
  });

  it('writes one VEVENT in a VCALENDAR with CRLF line ends', () => {
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:demo-session-open@demo.learner-portal',
        'DTSTAMP:20260310T120000Z',
        'DTSTART:20260409T090000Z',
        'DTEND:20260409T120000Z',
        'SUMMARY:Basic life support: practical session: Skills lab\\, next month',
        'LOCATION:Education Centre\\, Room 2',
        'DESCRIPTION:Hands-on CPR\\; bring ID.',
        'END:VEVENT',
      ]),
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('escapes text, formats dates and folds long lines at 75 octets', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    expect(folded.split('\r\n ').every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});

describe('AICC HACP', () => {
  it('parses aicc_data groups case-insensitively', () => {
    expect(parseAiccData('[Core]\r\nLesson_Status=completed\r\nScore=90\r\n[Core_Lesson]\r\nbookmark=3')).toEqual({
      core: { lesson_status: 'completed', score: '90' },
      core_lesson: { bookmark: '3' },
    });
  });

  it('answers error, error_text and aicc_data', () => {
    expect(hacpResponse(HACP_ERRORS.invalidSession)).toBe('error=3\r\nerror_text=Invalid Session ID\r\n');
    const data = getParamData({ studentId: 'learner', studentName: 'Morgan, Alex', lessonLocation: null, lessonStatus: null, score: null });
    expect(hacpResponse(HACP_ERRORS.ok, data)).toContain('aicc_data=[Core]\r\nStudent_ID=learner\r\nStudent_Name=Morgan, Alex\r\n');
    expect(data).toContain('Lesson_Status=not attempted');
  });

  it('builds Student_Name as "Last, First" from the parts a user has, never from empty ones', () => {
    const user = { username: 'jdoe', display_name: 'J. Doe', first_name: 'Jane', surname: 'Doe' };
    expect(aiccStudentName(user)).toBe('Doe, Jane');
    expect(aiccStudentName({ ...user, first_name: null })).toBe('Doe');
    expect(aiccStudentName({ ...user, surname: '  ' })).toBe('Jane');
    expect(aiccStudentName({ ...user, first_name: '', surname: null })).toBe('J. Doe');
    expect(aiccStudentName({ ...user, first_name: null, surname: null, display_name: '' })).toBe('jdoe');
  });
});
