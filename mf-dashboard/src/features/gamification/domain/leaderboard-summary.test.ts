import type { Leaderboard, LeaderboardEntry } from '@portal/contracts/dashboard';
import { leaderboardSummary, userRank } from './leaderboard-summary';

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
