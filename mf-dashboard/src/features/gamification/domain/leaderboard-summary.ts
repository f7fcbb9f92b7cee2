import type { Leaderboard, LeaderboardEntry } from '@portal/contracts/dashboard';

/** Spec 3 §2 Gamification: the whole list when the user is in the top 5 (or unranked). */
export const LEADERBOARD_TOP = 5;
/** Otherwise the first 3, the entry above the user and the user. */
export const LEADERBOARD_HEAD = 3;

/** The user's rank from the answer's user_standings; null when unranked. */
export function userRank(board: Leaderboard, userId: string): number | null {
  return board.user_standings.find((standing) => standing.user_id === userId)?.rank ?? null;
}

/**
 * The leaderboard summary (spec 3 §2). The board is asked for 6 entries (and the LMS adds the entry
 * above the user and the user when they are further down). When the user is unranked or in the top 5
 * the whole list of the request is shown (up to 6); otherwise the first 3 entries, then the one entry
 * before the user, then the user: at most 5. Both readings of the spec hold this way.
 */
export function leaderboardSummary(board: Leaderboard, userId: string, limit = 6): LeaderboardEntry[] {
  const entries = [...board.leader_standings].sort((a, b) => a.rank - b.rank);
  const rank = userRank(board, userId);
  if (rank === null || rank <= LEADERBOARD_TOP) return entries.slice(0, limit);
  const index = entries.findIndex((entry) => entry.user_id === userId);
  if (index < 0) return entries.slice(0, LEADERBOARD_HEAD);
  const head = entries.slice(0, LEADERBOARD_HEAD);
  const above = index > LEADERBOARD_HEAD ? [entries[index - 1]!] : entries.slice(LEADERBOARD_HEAD, index);
  return [...head, ...above, entries[index]!];
}

/** A row of the leaderboard table: an entry, or the ranks left out between two entries. */
export type LeaderboardRow = { kind: 'entry'; entry: LeaderboardEntry } | { kind: 'gap'; from: number; to: number };

/**
 * The summary's rows, with a gap row wherever ranks are left out (3rd, then 7th: ranks 4 to 6). Ties
 * rank as competitions do (1, 2, 2, 4), so the rank after a tie is not a gap.
 */
export function leaderboardRows(entries: readonly LeaderboardEntry[]): LeaderboardRow[] {
  const rows: LeaderboardRow[] = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    const next = previous ? previous.rank + entries.filter((other) => other.rank === previous.rank).length : entry.rank;
    if (entry.rank > next) rows.push({ kind: 'gap', from: next, to: entry.rank - 1 });
    rows.push({ kind: 'entry', entry });
  });
  return rows;
}
