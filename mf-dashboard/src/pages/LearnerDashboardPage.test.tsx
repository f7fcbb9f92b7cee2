import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { renderAreaPage, renderRoute, type AreaPageOptions } from '@portal/testing';
import { lee } from '../test/dashboard-test';
import LearnerDashboardPage from './LearnerDashboardPage';

const handlers = {
  'GET /reach/demo/api/v3/users/lee/catalogue': () => ({ Items: [], Categories: [] }),
  'POST /records/report_data/user_events': () => ({ rows: [], total: 0 }),
  'POST /authr/config/gamification': () => ({ enabled: false, awards: [] }),
  'GET /diploma/learner/certificates_v2': () => [],
};

const show = (options: Partial<AreaPageOptions> = {}) =>
  renderAreaPage(<LearnerDashboardPage />, { route: '/account/dashboard', path: '/account/dashboard', user: lee, handlers, ...options });

describe('the learner dashboard (/account/dashboard)', () => {
  it('sends the user to the main dashboard when the learner dashboard feature is off', async () => {
    show({ settings: { items: [], enableLearnerDashboard: false } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it("shows the training list filtered to mandatory items not complete ('notComplete') by default", async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toBeInTheDocument();
    const training = await screen.findByRole('region', { name: 'My training' });
    expect(within(training).getByRole('combobox', { name: 'Show training' })).toHaveValue('notComplete');
  });

  it("remembers the user's filter choice for them (userConfig) and shows it on the next visit", async () => {
    show();
    const filter = within(await screen.findByRole('region', { name: 'My training' })).getByRole('combobox', { name: 'Show training' });
    await userEvent.selectOptions(filter, 'all');
    expect(sessionStore.getState().userConfig['dashboard.myLearningStatusFilter']).toBe('all');
    cleanup();
    // The same session: the next visit.
    renderRoute(<LearnerDashboardPage />, { route: '/account/dashboard', path: '/account/dashboard', handlers });
    expect(within(await screen.findByRole('region', { name: 'My training' })).getByRole('combobox', { name: 'Show training' })).toHaveValue('all');
  });

  it('starts from Portal.MyLearningStatusFilterMode when the tenant names a filter', async () => {
    show({ settings: { items: [{ name: 'Portal.MyLearningStatusFilterMode', value: 'overdue' }] } });
    expect(within(await screen.findByRole('region', { name: 'My training' })).getByRole('combobox', { name: 'Show training' })).toHaveValue('overdue');
  });
});
