import type { Leaderboard, LeaderboardEntry } from '@portal/contracts/dashboard';
import { leaderboardRows, leaderboardSummary, userRank } from './leaderboard-summary';

const entry = (rank: number, userId = `u${rank}`): LeaderboardEntry => ({ user_id: userId, user_name: `User ${rank}`, points_total: 1000 - rank * 10, rank, award_count: 0 });
/** What the LMS answers for a request of 6: the top 6, and the one above the user and the user when they are lower. */
function board(userRankValue: number | null): Leaderboard {
  const top = [1, 2, 3, 4, 5, 6].map((rank) => entry(rank, rank === userRankValue ? 'me' : undefined));
  const tail = userRankValue && userRankValue > 6 ? [entry(userRankValue - 1), entry(userRankValue, 'me')] : [];
  return { leader_standings: [...top, ...tail], user_standings: [{ user_id: 'me', rank: userRankValue }] };
}
const ranks = (entries: LeaderboardEntry[]) => entries.map((e) => e.rank);

describe('leaderboardSummary (spec 3 §2 Gamification)', () => {
  it('shows the whole list of 6 when the user is unranked', () => {
    expect(ranks(leaderboardSummary(board(null), 'me'))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it.each([1, 3, 5])('shows the whole list when the user is ranked %i (in the top 5)', (rank) => {
    expect(ranks(leaderboardSummary(board(rank), 'me'))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('shows the first 3, the one above and the user when the user is 8th: 5 entries', () => {
    const summary = leaderboardSummary(board(8), 'me');
    expect(ranks(summary)).toEqual([1, 2, 3, 7, 8]);
    expect(summary.at(-1)!.user_id).toBe('me');
  });
  it('shows the first 3, the 5th and the user when the user is 6th', () => {
    expect(ranks(leaderboardSummary(board(6), 'me'))).toEqual([1, 2, 3, 5, 6]);
  });
  it('reads the rank from user_standings, and an empty board (a failed call) stays empty', () => {
    expect(userRank(board(8), 'me')).toBe(8);
    expect(leaderboardSummary({ leader_standings: [], user_standings: [] }, 'me')).toEqual([]);
  });
});

describe('leaderboardRows: where ranks are left out, the list says so', () => {
  it('puts a gap between the 3rd and the 7th, naming the ranks left out', () => {
    const rows = leaderboardRows(leaderboardSummary(board(8), 'me'));
    expect(rows.map((row) => (row.kind === 'gap' ? `gap ${row.from}-${row.to}` : row.entry.rank))).toEqual([1, 2, 3, 'gap 4-6', 7, 8]);
  });
  it('puts none in an unbroken list, nor for a tie', () => {
    expect(leaderboardRows(leaderboardSummary(board(3), 'me')).every((row) => row.kind === 'entry')).toBe(true);
    expect(leaderboardRows([entry(1), entry(2, 'a'), entry(2, 'b'), entry(4)]).some((row) => row.kind === 'gap')).toBe(false);
  });
});
