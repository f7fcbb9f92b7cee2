/** The /instructors calls of spec 3 §7, relative to /_api: one place for the addresses this area asks. */
const INSTRUCTORS = '/instructors';

export const instructorsPaths = {
  isInstructor: () => `${INSTRUCTORS}/isInstructor`,
  listSessions: () => `${INSTRUCTORS}/ListSessionsForInstructor`,
  stats: () => `${INSTRUCTORS}/GetStatsForInstructor`,
  session: () => `${INSTRUCTORS}/GetSession`,
  listUsers: () => `${INSTRUCTORS}/ListUsers`,
  setAttendance: () => `${INSTRUCTORS}/SetAttendance`,
  setEnrollment: () => `${INSTRUCTORS}/SetEnrollment`,
} as const;
