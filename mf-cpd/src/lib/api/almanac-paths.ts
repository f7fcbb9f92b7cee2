/**
 * The /almanac calls of spec 3 §7, relative to /_api: one place for the addresses this area asks.
 * The plan calls' paths are not shown in the spec; the reference LMS answers them here like the journal's.
 */
const ALMANAC = '/almanac';
const e = encodeURIComponent;

export const almanacPaths = {
  getConfig: `${ALMANAC}/GetConfig`,
  getJournalsByOwner: `${ALMANAC}/GetJournalsByOwner`,
  getEntriesByOwner: `${ALMANAC}/GetEntriesByOwner`,
  getSchema: `${ALMANAC}/GetSchema`,
  getChartData: `${ALMANAC}/GetChartData`,
  getReviewProfile: `${ALMANAC}/GetReviewProfile`,
  getReviews: `${ALMANAC}/GetReviews`,
  setJournal: `${ALMANAC}/SetJournal`,
  /** The owner's submission and the reviewer's three decisions, each its own call. */
  setJournalStatus: (call: 'SetJournalSubmitted' | 'SetJournalAccepted' | 'SetJournalRejected' | 'SetJournalPending') => `${ALMANAC}/${call}`,
  setEntry: `${ALMANAC}/SetEntry`,
  delEntry: `${ALMANAC}/DelEntry`,
  getToken: `${ALMANAC}/GetToken`,
  /** An entry's evidence: POST a file to it, or GET one of its files. */
  file: (token: string, entryId: string, fileId?: string) => `${ALMANAC}/File/${token}/${e(entryId)}${fileId === undefined ? '' : `/${e(fileId)}`}`,
  delFile: `${ALMANAC}/DelFile`,
  share: (kind: 'entry' | 'plan') => `${ALMANAC}/${kind === 'entry' ? 'ShareEntry' : 'SharePlan'}`,
  exportEntries: `${ALMANAC}/ExportEntries`,
  exportPlan: `${ALMANAC}/ExportPlan`,
  getPlansByOwner: `${ALMANAC}/GetPlansByOwner`,
  getPlan: `${ALMANAC}/GetPlan`,
  setPlan: `${ALMANAC}/SetPlan`,
  delPlan: `${ALMANAC}/DelPlan`,
} as const;
