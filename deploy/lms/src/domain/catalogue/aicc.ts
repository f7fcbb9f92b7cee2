/** AICC HACP (CMI001 appendix A): the text the content posts and the LMS answers. */

export const HACP_ERRORS = {
  ok: { code: 0, text: 'Successful' },
  invalidCommand: { code: 1, text: 'Invalid Command' },
  invalidSession: { code: 3, text: 'Invalid Session ID' },
} as const;

/** `[Core]` groups of `key=value` lines, keys and group names lower-cased (HACP is case-insensitive). */
export function parseAiccData(text: string): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  let group = 'core';
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      group = header[1]!.trim().toLowerCase();
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    (groups[group] ??= {})[line.slice(0, eq).trim().toLowerCase()] = line.slice(eq + 1).trim();
  }
  return groups;
}

export function hacpResponse(error: { code: number; text: string }, aiccData?: string): string {
  const lines = [`error=${error.code}`, `error_text=${error.text}`];
  if (aiccData !== undefined) lines.push(`aicc_data=${aiccData}`);
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * AICC's Student_Name, "Last, First", from the parts the user has: one part alone when the other is
 * empty, the display name (else the username) when both are, never a bare ", ".
 */
export function aiccStudentName(user: { username: string; display_name: string; first_name: string | null; surname: string | null }): string {
  const parts = [user.surname, user.first_name].map((part) => part?.trim() ?? '').filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : user.display_name.trim() || user.username;
}

export interface AiccCore {
  studentId: string;
  studentName: string;
  lessonLocation: string | null;
  lessonStatus: string | null;
  score: string | null;
}

/** GetParam's aicc_data: the [Core] group the content starts from. */
export function getParamData(core: AiccCore): string {
  return [
    '[Core]',
    `Student_ID=${core.studentId}`,
    `Student_Name=${core.studentName}`,
    `Lesson_Location=${core.lessonLocation ?? ''}`,
    'Credit=credit',
    `Lesson_Status=${core.lessonStatus ?? 'not attempted'}`,
    `Score=${core.score ?? ''}`,
    'Time=00:00:00',
    'Lesson_Mode=normal',
  ].join('\r\n');
}
