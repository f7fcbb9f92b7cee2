/** iCalendar (RFC 5545) text for one session of an event. */

export interface IcsSession {
  uid: string;
  eventName: string;
  sessionName: string;
  start: Date;
  end: Date;
  location?: string | null;
  /** HTML from the LMS; written as plain text. */
  description?: string;
  url?: string;
  stamp: Date;
}

/** 20260102T093000Z */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

export function sessionIcs(session: IcsSession): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Learner Portal//Reference LMS//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${session.uid}`,
    `DTSTAMP:${icsDate(session.stamp)}`,
    `DTSTART:${icsDate(session.start)}`,
    `DTEND:${icsDate(session.end)}`,
    `SUMMARY:${icsText(`${session.eventName}: ${session.sessionName}`)}`,
    ...(session.location ? [`LOCATION:${icsText(session.location)}`] : []),
    ...(session.description ? [`DESCRIPTION:${icsText(plainText(session.description))}`] : []),
    ...(session.url ? [`URL:${session.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
