import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import type { Leaderboard } from '@portal/contracts/dashboard';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../../../test/dashboard-test';
import GamificationWidgets, { AccoladesWidget } from './GamificationWidgets';

const config = { enabled: true, awards: [{ key: 'first', label: 'First completion', description: 'd', type: 'trophy' }] };
const entry = (rank: number, userId = `u${rank}`) => ({
  user_id: userId,
  user_name: userId === 'u-lee' ? 'Lee Learner' : `User ${rank}`,
  points_total: 2000 - rank * 85,
  rank,
  award_count: 1,
});
const board: Leaderboard = {
  leader_standings: [1, 2, 3, 4, 5, 6].map((rank) => entry(rank)).concat([entry(7), entry(8, 'u-lee')]),
  user_standings: [{ user_id: 'u-lee', rank: 8 }],
};
const accolades = {
  accolades: [{ id: 'a1', type: 'award', ref: 'r', reason: 'Completed Fire safety', points: 100, awarded_at: '2026-01-05T10:00:00.000Z', definition: config.awards[0] }],
};

describe('GamificationWidgets', () => {
  it('shows nothing, and asks nothing more, when the tenant has not configured gamification', async () => {
    const api = renderAreaPage(<GamificationWidgets />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: { 'POST /authr/config/gamification': () => ({ enabled: false, awards: [] }) },
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the leaderboard summary of spec 3 for a user ranked 8th: the first 3, the one above and the user, after asking for 6', async () => {
    const api = renderAreaPage(<GamificationWidgets />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /authr/config/gamification': () => config,
        'POST /pursuit/getLeaderboard': () => board,
        'POST /pursuit/listAccolades': () => accolades,
      },
    });
    const leaderboard = await screen.findByRole('region', { name: 'Leaderboard' });
    await waitFor(() => expect(within(leaderboard).getAllByRole('row')).toHaveLength(7));
    // The ranks left out between the 3rd and the 7th are marked, not silently skipped.
    expect(within(leaderboard).getByRole('row', { name: 'Ranks 4 to 6 not shown' })).toBeInTheDocument();
    const names = within(leaderboard)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['User 1', 'User 2', 'User 3', 'User 7', 'Lee LearnerYou']);
    expect(api.calls.find((call) => call.path === '/pursuit/getLeaderboard')?.body).toEqual({ scope: 'demo', user_id: 'u-lee', cohort: null, limit: 6 });
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(await within(achievements).findByText('First completion')).toBeInTheDocument();
    expect(within(achievements).getByText('(Trophy)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your points' })).getByText('8th')).toBeInTheDocument();
  });

  it('gives the achievements page the accolades alone, and nothing without gamification', async () => {
    renderAreaPage(<AccoladesWidget />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: { 'POST /authr/config/gamification': () => config, 'POST /pursuit/listAccolades': () => accolades },
    });
    expect(await screen.findByText('First completion')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && region.querySelector('h2')?.textContent)).toEqual(['Achievements']);
  });

  it('shows an empty board when the leaderboard call fails', async () => {
    renderAreaPage(<GamificationWidgets />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /authr/config/gamification': () => config,
        'POST /pursuit/getLeaderboard': () => {
          throw new ApiError({ status: 500, code: 'Boom', message: 'boom' });
        },
        'POST /pursuit/listAccolades': () => accolades,
      },
    });
    const leaderboard = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(await within(leaderboard).findByText('The leaderboard is empty')).toBeInTheDocument();
  });
});
